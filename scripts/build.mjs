// npm run build: pages read site settings while prerendering, so the database is migrated and
// seeded before `next build`.
import { build, migrate, seed } from './lib.mjs'

await migrate()
await seed()
await build()
