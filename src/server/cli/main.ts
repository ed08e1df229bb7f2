// The project's database CLI, bundled by scripts/payload.mjs with esbuild and run by plain Node
// (no TypeScript loader at run time). Commands: migrate, seed, migrate:create <name> [--skip-empty],
// worker (runs queued jobs until SIGTERM or SIGINT; `npm run worker`).
import config from '@payload-config'
import { BasePayload, getPayload } from 'payload'

import { featureJobs, startFeatureLoops } from '@/core/feature'
import { features } from '@/features/registry'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { seed } from '@/seed/seed'
import { getEnv } from '@/server/env'
import { startJobLoop } from '@/server/jobs/jobLoop'

const [command, ...args] = process.argv.slice(2)
const env = getEnv()

// Never push a schema from here: the committed migrations are the only way the schema changes.
process.env.PAYLOAD_MIGRATING = 'true'
// Creating a migration compares the config with the committed snapshots: no connection needed.
const payload =
  command === 'migrate:create'
    ? await new BasePayload().init({ config, disableDBConnect: true, disableOnInit: true })
    : await getPayload({ config, disableOnInit: true })

switch (command) {
  case 'migrate': {
    // Each adapter types its migrations' arguments itself; Payload's signature is generic.
    type Migrations = NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']
    const migrations = env.databaseKind === 'postgres' ? postgresMigrations : sqliteMigrations
    await payload.db.migrate({ migrations: migrations as unknown as Migrations })
    break
  }
  case 'seed': {
    const result = await seed(payload, {
      adminEmail: env.ADMIN_EMAIL,
      adminPassword: env.ADMIN_PASSWORD,
    })
    const added = Object.entries(result.content).map(([kind, count]) => `${count} ${kind}`)
    payload.logger.info(
      `Seed: admin ${result.admin ? 'created' : 'unchanged'}, site settings ` +
        `${result.siteSettings ? 'filled with demo content' : 'unchanged'}, demo content added: ` +
        `${added.join(', ')}.`,
    )
    break
  }
  case 'migrate:create': {
    const name = args.find((arg) => !arg.startsWith('--'))
    await payload.db.createMigration({
      migrationName: name,
      payload,
      skipEmpty: args.includes('--skip-empty'),
      forceAcceptWarning: args.includes('--force-accept-warning'),
    })
    break
  }
  case 'worker': {
    const loop = startJobLoop(payload)
    const loops = startFeatureLoops(await featureJobs(features), payload, env)
    payload.logger.info(
      "Worker: running queued jobs (mail) every 2 s and the features' loops (alert rounds); SIGTERM stops it.",
    )
    await new Promise((resolve) => {
      process.once('SIGTERM', resolve)
      process.once('SIGINT', resolve)
    })
    // The job in hand is finished first; nothing is cut off midway.
    await Promise.all([loop.stop(), loops.stop()])
    payload.logger.info('Worker: stopped.')
    break
  }
  default:
    payload.logger.error(
      `Unknown command "${command}". Use migrate, seed, migrate:create or worker.`,
    )
    process.exitCode = 1
}

await payload.destroy()
process.exit(process.exitCode ?? 0)
