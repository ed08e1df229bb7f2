// npm run check:migrations: fails when the Payload config has schema changes that no committed
// migration covers, for SQLite and for PostgreSQL. It asks Payload to create a migration with
// --skip-empty; any file that appears means a migration is missing (the file is removed again).
// It also fails when the admin's import map (generated from the same config: components that
// plugins add) differs from the committed one, which would break /admin at run time.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { appEnv, bin, nodeConditions, payloadCli, postgresTestUrl, root, run } from './lib.mjs'

const adapters = {
  sqlite: 'file:./data/check-migrations.db',
  postgres: process.env.DATABASE_URL_POSTGRES || postgresTestUrl,
}
const missing = []
for (const [kind, url] of Object.entries(adapters)) {
  const dir = path.join(root, 'src', 'migrations', kind)
  const before = new Set(readdirSync(dir))
  const index = path.join(dir, 'index.ts')
  const indexBefore = readFileSync(index, 'utf8')
  await payloadCli(['migrate:create', 'config_drift_check', '--skip-empty'], {
    env: { ...appEnv(), DATABASE_URL: url, NODE_ENV: 'development' },
  })
  const added = readdirSync(dir).filter((file) => !before.has(file))
  for (const file of added) rmSync(path.join(dir, file))
  writeFileSync(index, indexBefore)
  if (added.length) missing.push(kind)
}
if (missing.length) {
  console.error(
    `The Payload config has changes that no migration covers (${missing.join(', ')}).\n` +
      'Run: npm run migrate:create -- <name>   and commit the new files in src/migrations/.',
  )
  process.exit(1)
}
console.log('Migrations match the Payload config (sqlite, postgres).')

const importMap = path.join(root, 'src', 'app', '(payload)', 'admin', 'importMap.js')
const committed = readFileSync(importMap, 'utf8')
await run(bin('payload'), ['generate:importmap'], {
  env: { ...appEnv(), NODE_OPTIONS: nodeConditions, NODE_ENV: 'development' },
})
const generated = readFileSync(importMap, 'utf8')
writeFileSync(importMap, committed)
if (generated !== committed) {
  console.error(
    'The admin import map is out of date (a plugin or field added an admin component).\n' +
      'Run: npm run generate:importmap   and commit src/app/(payload)/admin/importMap.js.',
  )
  process.exit(1)
}
console.log('The admin import map matches the Payload config.')
