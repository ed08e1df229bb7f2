// npm run dev: development server on the embedded database (migrated and seeded first).
import { appEnv, bin, migrate, run, seed } from './lib.mjs'

await migrate()
await seed()
await run(bin('next'), ['dev', '-p', process.env.PORT || '3000'], {
  env: appEnv({ NODE_ENV: 'development' }),
})
