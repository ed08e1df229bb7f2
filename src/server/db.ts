import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { withAfterCommit } from './afterCommit'
import type { Env } from './env'

const migrations = (kind: 'sqlite' | 'postgres') =>
  path.resolve(process.cwd(), 'src/migrations', kind)

/**
 * SQLite (a file under data/) is the embedded default; PostgreSQL when DATABASE_URL says so.
 * Schema push is for throwaway development databases only; everything else is migrated.
 */
export function databaseAdapter(env: Env): DatabaseAdapterObj {
  if (env.databaseKind === 'postgres') {
    return withAfterCommit(
      postgresAdapter({
        pool: { connectionString: env.DATABASE_URL },
        migrationDir: migrations('postgres'),
        push: false,
      }),
    )
  }
  return withAfterCommit(
    sqliteAdapter({
      client: { url: env.DATABASE_URL },
      migrationDir: migrations('sqlite'),
      push: false,
    }),
  )
}
