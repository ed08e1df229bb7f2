// npm run test:e2e: a fresh SQLite database, migrated and seeded (with a test admin), a fresh
// production build against it (in .next-e2e), then Playwright in Chromium against `next start`.
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { bin, build, migrate, root, run, seed } from './lib.mjs'

const file = path.join('data', 'e2e.db')
const mediaDir = path.join('data', 'e2e-media')
for (const suffix of ['', '-wal', '-shm', '-journal']) {
  rmSync(path.join(root, file + suffix), { force: true })
}
rmSync(path.join(root, mediaDir), { recursive: true, force: true })

const env = {
  DATABASE_URL: `file:./${file}`,
  MEDIA_DIR: mediaDir,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || randomBytes(32).toString('hex'),
  ADMIN_EMAIL: 'e2e-admin@fondium.example',
  ADMIN_PASSWORD: randomBytes(12).toString('hex'),
  E2E_PORT: process.env.E2E_PORT || '3100',
  NEXT_DIST_DIR: '.next-e2e',
  NEXT_TELEMETRY_DISABLED: '1',
}
Object.assign(process.env, env)

await migrate()
await seed()
await build()
await run(bin('playwright'), ['test', ...process.argv.slice(2)], {
  env: { ...env, NODE_ENV: 'production' },
})
