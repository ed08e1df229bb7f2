import { copyFileSync, existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

export const root = path.resolve(import.meta.dirname, '../..')

const isPostgres = (url: string) => /^postgres(ql)?:\/\//.test(url)

/** The files of a run's SQLite databases (with their write-ahead logs), by name prefix. */
export function sqliteFiles(prefix: string) {
  const data = path.join(root, 'data')
  if (!existsSync(data)) return []
  return readdirSync(data)
    .filter((entry) => entry.startsWith(prefix) && /\.db(-wal|-shm|-journal)?$/.test(entry))
    .map((entry) => path.join(data, entry))
}

/** The server's address without a database, for the statements that create and drop them. */
function serverOf(url: string) {
  const server = new URL(url)
  server.pathname = '/postgres'
  return server.toString()
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverOf(url) })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * A new database named `name` holding what the template holds: a copy of the SQLite file, or a
 * PostgreSQL database created from the template. Returns its URL.
 */
export async function copyDatabase(templateUrl: string, name: string): Promise<string> {
  if (isPostgres(templateUrl)) {
    const template = new URL(templateUrl).pathname.slice(1)
    await onServer(templateUrl, async (client) => {
      // Two files may copy the template at the same moment; PostgreSQL refuses the second while
      // the first is copying (55006), so that one tries again.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`)
          return
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error
          await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200))
        }
      }
    })
    const url = new URL(templateUrl)
    url.pathname = `/${name}`
    return url.toString()
  }
  const file = templateUrl.replace(/^file:/, '')
  const target = path.join(path.dirname(file), `${name}.db`)
  // The template was migrated by a process that has ended: its write-ahead log, if any is left,
  // holds committed pages, and travels with the file.
  for (const suffix of ['', '-wal']) {
    if (existsSync(path.resolve(root, file + suffix))) {
      copyFileSync(path.resolve(root, file + suffix), path.resolve(root, target + suffix))
    }
  }
  return `file:${target.startsWith('.') ? target : `./${target}`}`
}

/** Drops every database of the server whose name starts with `prefix`. */
export async function dropDatabases(serverUrl: string, prefix: string) {
  await onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
      [prefix],
    )
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
    }
  })
}
