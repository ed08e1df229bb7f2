import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

export type Migration = {
  name: string
  up: (args: never) => Promise<void>
  down: (args: never) => Promise<void>
}

type Drizzle = {
  run?: (query: SQL) => Promise<unknown>
  execute?: (query: SQL) => Promise<unknown>
  all?: (query: SQL) => Promise<unknown[]>
}

/**
 * The committed migrations of the test database's kind, oldest first, and what a migration's
 * `up` and `down` are called with (as `payload migrate` calls them, outside a transaction on
 * SQLite), with a way to run SQL of one's own beside them.
 */
export async function migrationSteps(payload: Payload) {
  const postgres = payload.db.name === 'postgres'
  const { migrations } = (
    postgres ? await import('@/migrations/postgres') : await import('@/migrations/sqlite')
  ) as { migrations: Migration[] }
  const drizzle = (payload.db as unknown as { drizzle: Drizzle }).drizzle
  return {
    migrations,
    args: { db: drizzle, payload, req: {} } as never,
    /** Runs a statement. */
    run: (statement: SQL) => (postgres ? drizzle.execute!(statement) : drizzle.run!(statement)),
    /** Runs a query and returns its rows. */
    query: async (statement: SQL) =>
      postgres
        ? ((await drizzle.execute!(statement)) as { rows: Record<string, unknown>[] }).rows
        : ((await drizzle.all!(statement)) as Record<string, unknown>[]),
  }
}
