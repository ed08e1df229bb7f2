import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { dropDatabases, root, sqliteFiles } from './databases'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template every test file copies (a SQLite URL or a PostgreSQL URL). */
    templateUrl: string
    /** The prefix of every database and media folder of this run. */
    runName: string
    payloadSecret: string
  }
}

/**
 * Migrates one template database per run with the committed migrations: a SQLite file by
 * default, or a PostgreSQL database when TEST_DATABASE_URL points at a PostgreSQL server. Each
 * test file then works on a copy of its own (tests/int/payload.ts), so that no file sees what
 * another left behind, whatever the order and however many files run at once.
 */
export default async function setup(project: TestProject) {
  const server = process.env.TEST_DATABASE_URL ?? ''
  const runName = `test_int_${Date.now()}_${randomBytes(3).toString('hex')}`
  const payloadSecret = randomBytes(32).toString('hex')
  const postgres = /^postgres(ql)?:\/\//.test(server)
  let templateUrl: string

  if (postgres) {
    const url = new URL(server)
    url.pathname = `/${runName}_template`
    templateUrl = url.toString()
    const { default: pg } = await import('pg')
    const admin = new pg.Client({ connectionString: server })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${runName}_template"`)
    await admin.end()
  } else {
    mkdirSync(path.join(root, 'data'), { recursive: true })
    templateUrl = `file:./data/${runName}_template.db`
  }

  execFileSync(process.execPath, [path.join(root, 'scripts/payload.mjs'), 'migrate'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: templateUrl,
      PAYLOAD_SECRET: payloadSecret,
    },
  })

  project.provide('templateUrl', templateUrl)
  project.provide('runName', runName)
  project.provide('payloadSecret', payloadSecret)
  return async () => {
    if (postgres) await dropDatabases(server, runName)
    for (const file of sqliteFiles(runName)) rmSync(file, { force: true })
    // The media folders of the run, and the private uploads (CVs, downloads) beside each.
    for (const entry of readdirSync(path.join(root, 'data'))) {
      if (entry.startsWith(`${runName}_media`)) {
        rmSync(path.join(root, 'data', entry), { recursive: true, force: true })
      }
    }
  }
}
