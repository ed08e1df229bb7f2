// The reference of bench:lighthouse and bench:blocking: a bare Next.js app (bench/reference/, the
// same Next.js version as the site, built with the project's own Next.js) served on loopback
// beside the site. It is not part of the site's build, so nothing a user deploys carries it.
import { existsSync } from 'node:fs'
import path from 'node:path'

import { bin, root, run, startServer } from '../../scripts/lib.mjs'

const app = path.join(root, 'bench', 'reference')

/**
 * Builds the reference app (or keeps the previous build with BENCH_REUSE=1). With webpack:
 * Turbopack (Next.js 16.4) takes the instrumentation of the repository's root (the site's, with
 * Payload and its database drivers) into an app built from a folder below it, and fails.
 */
export async function prepareReference() {
  if (process.env.BENCH_REUSE === '1' && existsSync(path.join(app, '.next', 'BUILD_ID'))) return
  await run(bin('next'), ['build', '--webpack', app], {
    env: { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  })
}

/** Serves the reference app on `port`; resolves once it answers. */
export function startReference(port) {
  const args = ['start', app, '--port', String(port), '--hostname', '127.0.0.1']
  const env = { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  return startServer('the reference app', bin('next'), args, `http://127.0.0.1:${port}/`, env)
}
