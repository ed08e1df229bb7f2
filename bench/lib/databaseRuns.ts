import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { nodeConditions, postgresTestUrl, root } from '../../scripts/lib.mjs'
import { throwawayDatabase } from './throwawayDatabase'

export type DatabaseKind = 'sqlite' | 'postgres'

/** The databases `--db sqlite|postgres|both` names; prints the usage and exits 2 otherwise. */
export function databaseKinds(db: string | undefined, usage: string): DatabaseKind[] {
  const kinds = (
    { sqlite: ['sqlite'], postgres: ['postgres'], both: ['sqlite', 'postgres'] } as const
  )[db as 'sqlite' | 'postgres' | 'both']
  if (!kinds) {
    console.error(`--db must be sqlite, postgres or both\n${usage}`)
    process.exit(2)
  }
  return [...kinds]
}

/** The bench's title, then the machine, Node and the load, as every printout starts. */
export function printMachine(title: string) {
  const cpus = os.cpus()
  console.log(`# ${title}\n`)
  console.log(`Machine: ${cpus.length} CPUs, ${cpus[0]?.model ?? 'unknown model'}`)
  const load = os.loadavg().map((value) => value.toFixed(2))
  console.log(
    `Node ${process.version}, ${os.type()} ${os.release()}; load average ${load.join(', ')} ` +
      '(1, 5, 15 min)',
  )
}

/**
 * Runs a bench step (a file run by Node with the `production` export condition) in a process
 * of its own on the database `env` names. `take` reads each message the step sends and returns
 * the result once it has it; the promise resolves with it when the step exits 0.
 */
export function runStep<T>(
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  take: (message: unknown, child: ChildProcess) => T | undefined,
  nodeArgs: string[] = [],
) {
  return new Promise<T>((resolve, reject) => {
    let result: T | undefined
    const child = spawn(process.execPath, [...nodeArgs, nodeConditions, file, ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    child.on('message', (message) => (result = take(message, child) ?? result))
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0 && result) resolve(result)
      else reject(new Error(`${path.basename(file)} failed (${signal ?? `exit ${code}`})`))
    })
  })
}

type Options = {
  /** The bench's name: the databases are bench-<name>-<stamp>.db and bench_<name>_<stamp>. */
  name: string
  stamp: number
  kinds: DatabaseKind[]
  /** Keep each database (its URL is printed) instead of dropping it. */
  keep?: boolean
  /** Variables the steps get besides the database, a fresh secret and MEDIA_DIR. */
  env?: Record<string, string>
  /** Run after each database is dropped, and on Ctrl-C: removes what the steps left. */
  cleanUp?: () => void
  /** Run on Ctrl-C only, after `cleanUp`: removes what the bench made for all databases. */
  onInterrupt?: () => void
}

/**
 * Runs `measure` once per database kind on a throwaway database (a file under data/, or a new
 * database on BENCH_POSTGRES_URL, default the test server), dropped afterwards: also when the
 * step fails and on Ctrl-C (a database left behind would be the next engineer's mystery).
 * Returns what each run gave and whether any failed (its error is printed).
 */
export async function onEachDatabase<T>(
  options: Options,
  measure: (env: NodeJS.ProcessEnv, kind: DatabaseKind) => Promise<T>,
): Promise<{ results: T[]; failed: boolean }> {
  const postgresServer = process.env.BENCH_POSTGRES_URL || postgresTestUrl
  const mediaDir = path.join('data', `bench-${options.name}-media-${options.stamp}`)
  const cleanUp = () => {
    for (const dir of [mediaDir, `${mediaDir}-private`]) {
      rmSync(path.join(root, dir), { recursive: true, force: true })
    }
    options.cleanUp?.()
  }
  let dropCurrent: (() => Promise<void>) | null = null
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: removing the bench database…`)
      void (dropCurrent?.() ?? Promise.resolve())
        .catch((error) => console.error(error))
        .finally(() => {
          cleanUp()
          options.onInterrupt?.()
          process.exit(128 + os.constants.signals[signal])
        })
    })
  }

  const results: T[] = []
  let failed = false
  for (const kind of options.kinds) {
    const database = await throwawayDatabase(
      kind,
      `${options.name}-${options.stamp}`,
      postgresServer,
    ).catch((error: Error) => {
      console.error(`\n${kind}: ${error.message}`)
      failed = true
      return null
    })
    if (!database) continue
    dropCurrent = database.drop
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      MEDIA_DIR: mediaDir,
      ...options.env,
    }
    try {
      results.push(await measure(env, kind))
    } catch (error) {
      console.error(`\n${kind}: ${(error as Error).message}`)
      failed = true
    } finally {
      if (options.keep) console.log(`\nKept the ${kind} database: ${database.url}`)
      else await database.drop()
      dropCurrent = null
      cleanUp()
    }
  }
  return { results, failed }
}
