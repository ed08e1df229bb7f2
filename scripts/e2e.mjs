// npm run test:e2e: a fresh SQLite database, migrated and seeded (with a test admin), a fresh
// production build against it (in .next-e2e), then Playwright in Chromium against `next start`.
// E2E_NAME (default e2e) names the database, build folder and results folder, and E2E_PORT the
// port, so two runs can share a checkout: E2E_NAME=e2e-b E2E_PORT=3110 npm run test:e2e
// While writing tests, E2E_REUSE=1 skips the database and the build of the previous run with
// the same name (that run printed the E2E_ADMIN_PASSWORD to pass along).
//
// The build is also kept untouched beside the one the tests use (keepBuild in lib.mjs), so that
// the fleet test after it serves the same build rather than building again (CI builds once).
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { timed } from './ci/timings.mjs'
import { bin, build, keepBuild, migrate, root, run, seed } from './lib.mjs'

const name = process.env.E2E_NAME || 'e2e'
if (!/^e2e[\w-]*$/.test(name)) throw new Error(`E2E_NAME must start with e2e: ${name}`)
const file = path.join('data', `${name}.db`)
const mediaDir = path.join('data', `${name}-media`)
const reuse = process.env.E2E_REUSE === '1'
if (!reuse) {
  for (const suffix of ['', '-wal', '-shm', '-journal']) {
    rmSync(path.join(root, file + suffix), { force: true })
  }
  rmSync(path.join(root, mediaDir), { recursive: true, force: true })
  // The private uploads (CVs, downloads): FILES_DIR's default beside MEDIA_DIR.
  rmSync(path.join(root, `${mediaDir}-private`), { recursive: true, force: true })
}

const env = {
  DATABASE_URL: `file:./${file}`,
  MEDIA_DIR: mediaDir,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || randomBytes(32).toString('hex'),
  ADMIN_EMAIL: 'e2e-admin@fondium.example',
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD || randomBytes(12).toString('hex'),
  E2E_PORT: process.env.E2E_PORT || '3100',
  // The site mails a real SMTP peer that the browser tests start (tests/support/smtpPeer.mjs).
  E2E_SMTP_PORT: String(Number(process.env.E2E_PORT || 3100) + 25),
  E2E_MAILBOX_PORT: String(Number(process.env.E2E_PORT || 3100) + 26),
  SMTP_URL: `smtp://127.0.0.1:${Number(process.env.E2E_PORT || 3100) + 25}`,
  // The assistant's language model: an OpenAI-compatible server the browser tests start
  // (tests/support/modelServer.mjs), with a short timeout so the fallback test is quick.
  E2E_MODEL_PORT: String(Number(process.env.E2E_PORT || 3100) + 27),
  LLM_BASE_URL: `http://127.0.0.1:${Number(process.env.E2E_PORT || 3100) + 27}/v1`,
  LLM_API_KEY: 'e2e-key',
  LLM_MODEL: 'e2e-model',
  LLM_TIMEOUT_MS: '3000',
  // Alert rounds every 5 s (default 60): a followed call's change reaches the mailbox in time
  // for the alerts' browser test.
  ALERTS_INTERVAL_SECONDS: '5',
  NEXT_DIST_DIR: `.next-${name}`,
  E2E_OUTPUT_DIR: name === 'e2e' ? 'test-results' : `test-results-${name}`,
  NEXT_TELEMETRY_DISABLED: '1',
}
Object.assign(process.env, env)

if (reuse) {
  await runTests()
  process.exit(0)
}
console.log(`E2E_ADMIN_PASSWORD=${env.ADMIN_PASSWORD}`)
await timed('browser tests: database and build', async () => {
  await migrate()
  await seed()
  await build()
  keepBuild()
})
await timed('browser tests: run', runTests)

function runTests() {
  return run(bin('playwright'), ['test', ...process.argv.slice(2)], {
    env: { ...env, NODE_ENV: 'production' },
  })
}
