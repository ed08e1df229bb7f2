// npm run migrate:create -- <name>: writes a migration for SQLite and one for PostgreSQL from
// the same config (no database connection is needed: Payload compares the config with the
// committed snapshots; the URLs only choose the adapter).
import { appEnv, payloadCli, postgresTestUrl } from './lib.mjs'

const name = process.argv[2]
if (!name) {
  console.error('Usage: npm run migrate:create -- <name>')
  process.exit(1)
}
const adapters = {
  sqlite: 'file:./data/migrate-create.db',
  postgres: process.env.DATABASE_URL_POSTGRES || postgresTestUrl,
}
for (const [kind, url] of Object.entries(adapters)) {
  console.log(`Creating ${kind} migration "${name}"`)
  await payloadCli(['migrate:create', name, ...process.argv.slice(3)], {
    env: { ...appEnv(), DATABASE_URL: url, NODE_ENV: 'development' },
  })
}
