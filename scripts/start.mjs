// npm start: migrate, seed an empty database, build when no build exists, serve on PORT.
import { appEnv, bin, build, hasBuild, migrate, run, seed } from './lib.mjs'

const port = process.env.PORT || '3000'
await migrate()
await seed()
if (!hasBuild() || process.argv.includes('--rebuild')) await build()
console.log(`Serving on http://localhost:${port}`)
await run(bin('next'), ['start', '-p', port], { env: appEnv({ NODE_ENV: 'production' }) })
