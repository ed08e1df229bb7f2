// npm run seed: migrates, then fills an empty database with demo content.
import { migrate, seed } from './lib.mjs'

await migrate()
await seed()
