// The production site the bench scripts measure: a SQLite database of its own (data/bench.db,
// migrated and seeded with the demo content) and a production build of its own (.next-bench),
// served by the production server (scripts/serve.mjs) on loopback. BENCH_REUSE=1 keeps the
// database and build of the previous bench run (any bench script), so several scripts can share
// one build. BENCH_BUILD names another build folder whose kept copy to serve instead of building
// (CI: `.next-e2e`, the browser tests' build; see keepBuild in ../lib.mjs), on a fresh bench
// database.
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'

import { appEnv, build, migrate, restoreKeptBuild, root, seed, startServer } from '../lib.mjs'

const database = path.join('data', 'bench.db')
const givenBuild = process.env.BENCH_BUILD
const distDir = givenBuild || '.next-bench'

/** Environment of every step: the bench database, media and build folder. */
export const benchEnv = {
  DATABASE_URL: `file:./${database}`,
  MEDIA_DIR: path.join('data', 'bench-media'),
  NEXT_DIST_DIR: distDir,
  NEXT_TELEMETRY_DISABLED: '1',
}

/**
 * Migrates, seeds and builds (or reuses the previous bench build with BENCH_REUSE=1, or serves
 * the kept copy of BENCH_BUILD).
 */
export async function prepareSite() {
  Object.assign(process.env, benchEnv)
  const reuse = process.env.BENCH_REUSE === '1' && existsSync(path.join(root, distDir, 'BUILD_ID'))
  if (reuse) return
  for (const suffix of ['', '-wal', '-shm', '-journal']) {
    rmSync(path.join(root, database + suffix), { force: true })
  }
  rmSync(path.join(root, benchEnv.MEDIA_DIR), { recursive: true, force: true })
  rmSync(path.join(root, `${benchEnv.MEDIA_DIR}-private`), { recursive: true, force: true })
  await migrate(benchEnv)
  await seed(benchEnv)
  if (!givenBuild) await build(benchEnv)
  else if (!restoreKeptBuild(givenBuild)) {
    throw new Error(`BENCH_BUILD: no kept build of ${givenBuild} (run npm run test:e2e first)`)
  }
}

/** Starts the production server on `port` and resolves once the home page answers. */
export async function startSite(port = Number(process.env.BENCH_PORT ?? 3200)) {
  const url = `http://127.0.0.1:${port}`
  const env = {
    ...appEnv(benchEnv),
    NODE_ENV: 'production',
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
  }
  const server = await startServer(
    'the site',
    process.execPath,
    ['scripts/serve.mjs'],
    `${url}/`,
    env,
  )
  return { url, stop: server.stop }
}

/**
 * Every public page (without language prefix), as the site's own sitemap lists them: each static
 * page and the oldest of each kind of detail page (the lowest id: the sitemap lists the newest
 * first, and a newer one may be a browser test's, deleted while another test reads the list).
 * Paths starting with `/e2e-` are left out: browser tests name the pages they create so, and
 * delete them again.
 */
export async function publicRoutes(url) {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(loc).pathname)
    .filter((path) => !/^\/(en|de)(\/|$)/.test(path) && !path.startsWith('/e2e-'))
  /** @type {(string | { kind: string })[]} a static path, or where a kind of detail page goes */
  const routes = []
  /** @type {Map<string, number>} the oldest id of each kind of detail page */
  const oldest = new Map()
  for (const path of paths) {
    const [, kind, id] = /^(\/[^/]+)\/(\d+)$/.exec(path) ?? []
    if (kind) {
      if (!oldest.has(kind)) routes.push({ kind })
      oldest.set(kind, Math.min(oldest.get(kind) ?? Infinity, Number(id)))
    } else if (!routes.includes(path)) routes.push(path)
  }
  return routes.map((route) =>
    typeof route === 'string' ? route : `${route.kind}/${oldest.get(route.kind)}`,
  )
}

export const languagePrefixes = { hr: '', en: '/en', de: '/de' }

/** A route in one language. */
export const localized = (prefix, route) => (route === '/' ? prefix || '/' : `${prefix}${route}`)
