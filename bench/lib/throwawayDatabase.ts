import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { root } from '../../scripts/lib.mjs'

export type Database = { url: string; drop: () => Promise<void> }

/**
 * A bench's throwaway database of `kind`, named after the bench and the run (`name`, say
 * `alerts-1764195600000`): a file under data/ for SQLite, a new database on `postgresServer`
 * for PostgreSQL. `drop` removes it (the SQLite file with its journal files).
 */
export async function throwawayDatabase(
  kind: 'sqlite' | 'postgres',
  name: string,
  postgresServer: string,
): Promise<Database> {
  if (kind === 'sqlite') {
    mkdirSync(path.join(root, 'data'), { recursive: true })
    const file = path.join('data', `bench-${name}.db`)
    return {
      url: `file:./${file}`,
      drop: async () => {
        for (const suffix of ['', '-wal', '-shm', '-journal']) {
          rmSync(path.join(root, file + suffix), { force: true })
        }
      },
    }
  }
  const database = `bench_${name.replace(/-/g, '_')}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresServer })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  try {
    await admin(`CREATE DATABASE "${database}"`)
  } catch (error) {
    throw new Error(
      `Cannot create a database on ${postgresServer} (${(error as Error).message}); ` +
        'set BENCH_POSTGRES_URL or use --db sqlite',
    )
  }
  const url = new URL(postgresServer)
  url.pathname = `/${database}`
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`),
  }
}
