// npm test: the whole suite, stopping at the first failing step. Each step can be run alone with
// its own npm script (lint, typecheck, check:migrations, test:unit, test:int, test:e2e).
import { bin, nodeConditions, run } from './lib.mjs'

const vitestEnv = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${nodeConditions}`.trim() }
const steps = [
  ['lint', () => run(bin('eslint'), ['.'])],
  ['typecheck', () => run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.check.json'])],
  ['migrations match the config', () => run(process.execPath, ['scripts/checkMigrations.mjs'])],
  [
    'unit and integration tests (SQLite)',
    () => run(bin('vitest'), ['run', '--project', 'unit', '--project', 'int'], { env: vitestEnv }),
  ],
  ['end-to-end tests (Chromium)', () => run(process.execPath, ['scripts/e2e.mjs'])],
]

const started = Date.now()
for (const [name, step] of steps) {
  const stepStarted = Date.now()
  console.log(`\n▶ ${name}`)
  try {
    await step()
  } catch (error) {
    console.error(`\n✗ ${name} failed: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
  console.log(`✓ ${name} (${Math.round((Date.now() - stepStarted) / 1000)} s)`)
}
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s.`)
