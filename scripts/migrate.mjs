// npm run migrate: applies the committed migrations to DATABASE_URL (SQLite by default).
import { migrate } from './lib.mjs'

await migrate()
