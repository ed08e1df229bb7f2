// npm run worker: a process that only runs queued jobs (mail), for deployments where the app
// instances run with JOBS_AUTORUN=false. Any number may run against one database; each job is
// run by one of them (src/server/jobs/claimJobs.ts). SIGTERM/SIGINT stop it after the job in hand.
import { spawn } from 'node:child_process'

import { bundleCli } from './cliBundle.mjs'
import { appEnv, nodeConditions, root } from './lib.mjs'

// Its own bundle file, so a worker and a CLI command (migrate) can start at the same time.
const outfile = await bundleCli('payload-worker')

const child = spawn(process.execPath, [nodeConditions, outfile, 'worker'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...appEnv({ NODE_ENV: process.env.NODE_ENV || 'production' }) },
})
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
