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
      // Write-ahead logging: readers never wait for the writer, and a commit is one append
      // (synced at checkpoints) instead of a full sync: 0.1 ms a write instead of 10 under load.
      // An app crash loses nothing; a power cut may lose the last moments' commits.
      wal: { synchronous: 'NORMAL' },
      // The app and a worker (or the alerts' rounds and a request) may write at once: wait for
      // the lock rather than fail with SQLITE_BUSY.
      busyTimeout: 5000,
      migrationDir: migrations('sqlite'),
      push: false,
    }),
  )
}
