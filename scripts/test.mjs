// npm test: the whole suite, stopping at the first failing step. Each step can be run alone with
// its own npm script (lint, typecheck, check:migrations, test:unit, test:int, test:e2e). Each
// step's time and the slowest test files are printed at the end (scripts/ci/timings.mjs); under
// `.ci/run` (CI_OUTER_SUMMARY=1) the run's own summary prints them once, after every leg. With
// TEST_DATABASE_URL set to a PostgreSQL server, the integration tests also run there, beside the
// SQLite ones (CI does so).
import { rmSync } from 'node:fs'
import path from 'node:path'

import { summary, timed, timingsDir } from './ci/timings.mjs'
import { bin, nodeConditions, run, runQuietly } from './lib.mjs'

const outer = process.env.CI_OUTER_SUMMARY === '1'
if (!outer) rmSync(timingsDir, { recursive: true, force: true })

const vitestEnv = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${nodeConditions}`.trim() }
const vitestReport = ['--reporter=default', '--reporter=json']
// Three single-threaded checks, side by side (two cores do them in about half the time); each
// one's output is printed in a block when it ends, and every one runs even if another fails.
const checks = [
  ['lint', bin('eslint'), ['.']],
  ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.check.json']],
  ['migrations match the config', process.execPath, ['scripts/checkMigrations.mjs']],
]
async function staticChecks() {
  const results = await Promise.allSettled(
    checks.map(([title, command, args]) => {
      const started = Date.now()
      return runQuietly(title, command, args).finally(() =>
        console.log(`   ${title}: ${Math.round((Date.now() - started) / 1000)} s`),
      )
    }),
  )
  const failed = results.flatMap((result, index) =>
    result.status === 'rejected' ? [checks[index][0]] : [],
  )
  if (failed.length) throw new Error(`${failed.join(', ')} failed`)
}

/** The integration suite on the PostgreSQL server of TEST_DATABASE_URL, if one is given. */
const postgresUrl = process.env.TEST_DATABASE_URL || ''

const vitestRun = (projects, report, env) => [
  bin('vitest'),
  [
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    ...vitestReport,
    `--outputFile.json=${path.join(timingsDir, report)}`,
  ],
  { env: { ...vitestEnv, ...env } },
]

/**
 * Unit and integration tests on SQLite; with TEST_DATABASE_URL (CI), the integration tests on
 * PostgreSQL too, side by side: most of a file's time is spent waiting (on the database, the
 * SMTP peer, a timer), so the two together take far less than one after the other. The SQLite
 * run prints as it goes, the PostgreSQL run in one block when it ends; each is timed on its
 * own, and the step fails if either does, once both have ended.
 */
async function vitestSuites() {
  const [command, args, options] = vitestRun(['unit', 'int'], 'vitest-sqlite.json', {
    TEST_DATABASE_URL: '',
  })
  const suites = [timed('unit and integration tests (SQLite)', () => run(command, args, options))]
  if (postgresUrl) {
    const [pgCommand, pgArgs, pgOptions] = vitestRun(['int'], 'vitest-postgres.json', {
      TEST_DATABASE_URL: postgresUrl,
    })
    suites.push(
      timed('integration tests (PostgreSQL)', () =>
        runQuietly('integration tests (PostgreSQL)', pgCommand, pgArgs, pgOptions),
      ),
    )
  }
  const results = await Promise.allSettled(suites)
  const failed = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))
  if (failed.length) throw new Error(failed.map((error) => error.message).join('; '))
}

const steps = [
  ['lint, typecheck, migrations match the config', staticChecks],
  [
    postgresUrl
      ? 'unit and integration tests (SQLite, and PostgreSQL beside it)'
      : 'unit and integration tests (SQLite)',
    vitestSuites,
  ],
  // Its build and its tests are timed as two steps (scripts/e2e.mjs).
  // Its build skips the type check: the first step checked every file's types.
  [
    'browser tests (Chromium)',
    () => run(process.execPath, ['scripts/e2e.mjs'], { env: { BUILD_TYPES_CHECKED: '1' } }),
  ],
]

const started = Date.now()
for (const [name, step] of steps) {
  const stepStarted = Date.now()
  console.log(`\n▶ ${name}`)
  try {
    // The browser tests and the test suites time their own parts.
    await (name.startsWith('browser') || step === vitestSuites ? step() : timed(name, step))
  } catch (error) {
    console.error(`\n✗ ${name} failed: ${error instanceof Error ? error.message : error}`)
    if (!outer) console.log(summary(Math.round((Date.now() - started) / 1000)))
    process.exit(1)
  }
  console.log(`✓ ${name} (${Math.round((Date.now() - stepStarted) / 1000)} s)`)
}
if (!outer) console.log(summary(Math.round((Date.now() - started) / 1000)))
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s.`)
