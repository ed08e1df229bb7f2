// A fleet on one machine, as docs/deploy.md describes it for several: PostgreSQL, Redis, an
// S3-compatible object store (s3rver, from npm, on loopback), one production build, N app
// instances with JOBS_AUTORUN=false and M job workers. Used by the fleet test
// (tests/fleet/fleet.fleet.spec.ts) and, from the command line, to try the setup or load it:
//
//   npm run fleet                      # 2 instances on 3401, 3402 and 2 workers, until Ctrl+C
//   npm run bench:load -- --url http://127.0.0.1:3401,http://127.0.0.1:3402
//
// Environment: FLEET_POSTGRES (server URL, default postgres://postgres@127.0.0.1:5432; the
// database site_fleet is created anew), FLEET_REDIS_URL (default redis://127.0.0.1:6379/3, that
// Redis database is emptied), SMTP_URL (mail; without it mail goes to the outbox and the log),
// FLEET_BUILD (a build folder whose kept copy to serve, e.g. .next-e2e after the browser tests:
// CI builds once; without it the fleet builds its own in .next-fleet).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { createClient } from '@redis/client'
import pg from 'pg'
import S3rver from 's3rver'

import { build, migrate, restoreKeptBuild, root, seed, terminate, waitForUrl } from './lib.mjs'

async function freshDatabase(server, name) {
  const admin = new pg.Client({ connectionString: `${server}/postgres` })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.query(`CREATE DATABASE "${name}"`)
  } finally {
    await admin.end()
  }
  return `${server}/${name}`
}

async function emptyRedis(url) {
  const client = createClient({ url })
  await client.connect()
  await client.flushDb()
  await client.destroy()
}

/**
 * Starts the fleet and resolves once every instance answers. `env` adds variables for every
 * process (SMTP_URL, say). Returns the instances' URLs, the shared environment, and stop().
 */
export async function startFleet({
  instances = 2,
  workers = 2,
  basePort = 3400,
  env: extra = {},
  log = true,
} = {}) {
  const name = 'fleet'
  const s3Port = basePort + 90
  const s3Dir = path.join(root, 'data', `${name}-s3`)
  rmSync(s3Dir, { recursive: true, force: true })
  mkdirSync(s3Dir, { recursive: true })
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: s3Port,
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: 'media' }],
  })
  await s3.run()

  const postgres = process.env.FLEET_POSTGRES || 'postgres://postgres@127.0.0.1:5432'
  const redisUrl = process.env.FLEET_REDIS_URL || 'redis://127.0.0.1:6379/3'
  await emptyRedis(redisUrl)
  const env = {
    DATABASE_URL: await freshDatabase(postgres, `site_${name}`),
    REDIS_URL: redisUrl,
    S3_BUCKET: 'media',
    S3_REGION: 'eu-central-1',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    // Nothing may land on local disk: a file written here would be missing on other machines.
    MEDIA_DIR: path.join('data', `${name}-media-unused`),
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: 'fleet-admin@fondium.example',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    SITE_URL: `http://127.0.0.1:${basePort + 1}`,
    JOBS_AUTORUN: 'false',
    NEXT_DIST_DIR: process.env.FLEET_BUILD || `.next-${name}`,
    NEXT_TELEMETRY_DISABLED: '1',
    ...extra,
  }
  Object.assign(process.env, env)
  await migrate(env)
  await seed(env)
  if (!process.env.FLEET_BUILD) await build(env)
  else if (!restoreKeptBuild(process.env.FLEET_BUILD)) {
    throw new Error(
      `FLEET_BUILD: no kept build of ${process.env.FLEET_BUILD} (run npm run test:e2e)`,
    )
  }

  const children = []
  const spawnChild = (label, args, childEnv) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env, NODE_ENV: 'production', ...childEnv },
      stdio: ['ignore', log ? 'inherit' : 'ignore', 'inherit'],
    })
    child.label = label
    children.push(child)
    return child
  }
  const urls = []
  for (let i = 1; i <= instances; i += 1) {
    const port = basePort + i
    const child = spawnChild(`instance ${i}`, ['scripts/serve.mjs'], {
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
    })
    urls.push(`http://127.0.0.1:${port}`)
    await waitForUrl(`${urls.at(-1)}/`, 90_000, child)
  }
  for (let i = 1; i <= workers; i += 1) spawnChild(`worker ${i}`, ['scripts/worker.mjs'], {})

  const stop = async () => {
    await Promise.all(children.map(terminate))
    await s3.close()
  }
  return { urls, env, s3Url: env.S3_ENDPOINT, s3Dir, stop }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fleet = await startFleet()
  console.log(
    `\nFleet up: ${fleet.urls.join(', ')} (admin ${fleet.env.ADMIN_EMAIL} / ${fleet.env.ADMIN_PASSWORD}); Ctrl+C stops it.`,
  )
  const shutdown = () => fleet.stop().then(() => process.exit(0))
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}
