import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    payloadSecret: string
    mediaDir: string
  }
}

const root = path.resolve(import.meta.dirname, '../..')

/**
 * A throwaway database per run, migrated with the committed migrations: a fresh SQLite file by
 * default, or its own PostgreSQL database when TEST_DATABASE_URL points at a PostgreSQL server.
 */
export default async function setup(project: TestProject) {
  const server = process.env.TEST_DATABASE_URL ?? ''
  const runId = `${Date.now()}_${randomBytes(3).toString('hex')}`
  const payloadSecret = randomBytes(32).toString('hex')
  const mediaDir = path.join('data', `test-int-media-${runId}`)
  let databaseUrl: string
  let cleanup: () => Promise<void>

  if (/^postgres(ql)?:\/\//.test(server)) {
    const name = `test_int_${runId}`
    const admin = new pg.Client({ connectionString: server })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    await admin.end()
    const url = new URL(server)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    cleanup = async () => {
      const client = new pg.Client({ connectionString: server })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.end()
    }
  } else {
    mkdirSync(path.join(root, 'data'), { recursive: true })
    const file = path.join('data', `test-int-${runId}.db`)
    databaseUrl = `file:./${file}`
    cleanup = async () => {
      for (const suffix of ['', '-wal', '-shm', '-journal']) {
        rmSync(path.join(root, file + suffix), { force: true })
      }
    }
  }

  execFileSync(process.execPath, [path.join(root, 'scripts/payload.mjs'), 'migrate'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: payloadSecret,
    },
  })

  project.provide('databaseUrl', databaseUrl)
  project.provide('payloadSecret', payloadSecret)
  project.provide('mediaDir', mediaDir)
  return async () => {
    await cleanup()
    rmSync(path.join(root, mediaDir), { recursive: true, force: true })
    // The private uploads (CVs, downloads): FILES_DIR's default beside MEDIA_DIR.
    rmSync(path.join(root, `${mediaDir}-private`), { recursive: true, force: true })
  }
}
