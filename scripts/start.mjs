// npm start: migrate, seed an empty database, build when no build exists, serve on PORT (through
// ./serve.mjs, which adds the security headers).
import { appEnv, build, hasBuild, migrate, run, seed } from './lib.mjs'

const port = process.env.PORT || '3000'
await migrate()
await seed()
if (!hasBuild() || process.argv.includes('--rebuild')) await build()
await run(process.execPath, ['scripts/serve.mjs'], {
  env: appEnv({ NODE_ENV: 'production', PORT: port }),
})
