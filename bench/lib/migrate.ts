import type { Payload } from 'payload'

type Migrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

/**
 * Runs the committed migrations of the payload's database, as `npm run migrate`
 * (scripts/payload.mjs migrate) does, in this process and without Payload's progress lines.
 * Returns how many there are.
 */
export async function migrateCommitted(payload: Payload): Promise<number> {
  const { migrations } =
    payload.db.name === 'postgres'
      ? await import('@/migrations/postgres')
      : await import('@/migrations/sqlite')
  const level = payload.logger.level
  payload.logger.level = 'warn'
  try {
    await payload.db.migrate({ migrations: migrations as unknown as Migrations })
  } finally {
    payload.logger.level = level
  }
  return migrations.length
}
