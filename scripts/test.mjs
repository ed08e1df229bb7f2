// npm test: the whole suite, stopping at the first failing step. Each step can be run alone with
// its own npm script (lint, typecheck, check:migrations, test:unit, test:int, test:e2e). Each
// step's time and the slowest test files are printed at the end (scripts/ci/timings.mjs); under
// `.ci/run` (CI_OUTER_SUMMARY=1) the run's own summary prints them once, after every leg.
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

const steps = [
  ['lint, typecheck, migrations match the config', staticChecks],
  [
    'unit and integration tests (SQLite)',
    () =>
      run(
        bin('vitest'),
        [
          'run',
          '--project',
          'unit',
          '--project',
          'int',
          ...vitestReport,
          `--outputFile.json=${path.join(timingsDir, 'vitest-sqlite.json')}`,
        ],
        { env: vitestEnv },
      ),
  ],
  // Its build and its tests are timed as two steps (scripts/e2e.mjs).
  ['browser tests (Chromium)', () => run(process.execPath, ['scripts/e2e.mjs'])],
]

const started = Date.now()
for (const [name, step] of steps) {
  const stepStarted = Date.now()
  console.log(`\n▶ ${name}`)
  try {
    await (name.startsWith('browser') ? step() : timed(name, step))
  } catch (error) {
    console.error(`\n✗ ${name} failed: ${error instanceof Error ? error.message : error}`)
    if (!outer) console.log(summary(Math.round((Date.now() - started) / 1000)))
    process.exit(1)
  }
  console.log(`✓ ${name} (${Math.round((Date.now() - stepStarted) / 1000)} s)`)
}
if (!outer) console.log(summary(Math.round((Date.now() - started) / 1000)))
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s.`)
