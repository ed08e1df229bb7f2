// How long each step of a test run took, kept in one folder (test-results-timings/, beside the
// browser tests' own output, which Playwright empties at each start): a line per step in
// legs.jsonl, and the JSON reports of Vitest and Playwright. `.ci/run` and `npm test` print a
// summary from it: each step's time, the slowest test files of each suite, and the total last.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const timingsDir = path.join(root, process.env.TIMINGS_DIR || 'test-results-timings')
const legsFile = path.join(timingsDir, 'legs.jsonl')

/** The budget of a whole CI run on the 2-core machine, and of each of its steps (.ci/budget.json). */
export const budgetFile = path.join(root, '.ci', 'budget.json')

/** Records that the step `name` took `seconds` (and whether it passed). */
export function recordLeg(name, seconds, ok) {
  mkdirSync(timingsDir, { recursive: true })
  appendFileSync(legsFile, `${JSON.stringify({ name, seconds, ok })}\n`)
}

/** Runs `work` as the step `name`, recording its time whatever the outcome. */
export async function timed(name, work) {
  const started = Date.now()
  let ok = false
  try {
    const result = await work()
    ok = true
    return result
  } finally {
    recordLeg(name, Math.round((Date.now() - started) / 1000), ok)
  }
}

export function readLegs() {
  if (!existsSync(legsFile)) return []
  return readFileSync(legsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
}

/** Seconds per test file of a Vitest JSON report (the file's tests, hooks included). */
export function vitestFiles(report) {
  return report.testResults.map((file) => ({
    file: path.relative(root, file.name),
    seconds: (file.endTime - file.startTime) / 1000,
  }))
}

/** Seconds per spec file of a Playwright JSON report: the sum of its tests' runs. */
export function playwrightFiles(report) {
  const totals = new Map()
  const walk = (suite, file) => {
    const own = suite.file ?? file
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          totals.set(own, (totals.get(own) ?? 0) + (result.duration ?? 0) / 1000)
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, own)
  }
  for (const suite of report.suites ?? []) walk(suite, suite.file)
  return [...totals].map(([file, seconds]) => ({ file: `tests/e2e/${file}`, seconds }))
}

/** The reports of a run: [title, file name, reader]. */
export const reports = [
  ['unit and integration tests (SQLite)', 'vitest-sqlite.json', vitestFiles],
  ['browser tests', 'e2e.json', playwrightFiles],
  ['integration tests (PostgreSQL)', 'vitest-postgres.json', vitestFiles],
]

export const minutes = (seconds) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`

/** The slowest `count` files of a report, as lines to print. */
export function slowestFiles(files, count = 15) {
  return [...files]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ file, seconds }) => `${seconds.toFixed(1).padStart(7)} s  ${file}`)
}

/**
 * The warning when a run passed its budget: the steps that took longer than theirs, most over
 * first. Returns no line when the run kept within the budget.
 */
export function budgetWarnings(legs, total, budget) {
  if (total <= budget.totalSeconds) return []
  const grown = legs
    .map((leg) => ({ ...leg, allowed: budget.legs[leg.name] }))
    .filter((leg) => leg.allowed !== undefined && leg.seconds > leg.allowed)
    .sort((a, b) => b.seconds - b.allowed - (a.seconds - a.allowed))
  return [
    `⚠ The run took ${minutes(total)}, over its budget of ${minutes(budget.totalSeconds)} (${path.relative(root, budgetFile)}).`,
    ...(grown.length
      ? grown.map(
          (leg) =>
            `  ${leg.name}: ${minutes(leg.seconds)}, budget ${minutes(leg.allowed)} (+${leg.seconds - leg.allowed} s)`,
        )
      : ['  No single step passed its own budget: every step grew a little.']),
  ]
}

/** The summary of the run recorded so far: steps, slowest files, budget, total. */
export function summary(totalSeconds) {
  const lines = ['', '━━ Timings ━━', '']
  const legs = readLegs()
  for (const leg of legs) {
    lines.push(`${minutes(leg.seconds).padStart(13)}  ${leg.ok ? '✓' : '✗'} ${leg.name}`)
  }
  for (const [title, file, read] of reports) {
    const report = path.join(timingsDir, file)
    if (!existsSync(report)) continue
    lines.push('', `Slowest files, ${title}:`)
    lines.push(...slowestFiles(read(JSON.parse(readFileSync(report, 'utf8')))))
  }
  if (existsSync(budgetFile)) {
    const budget = JSON.parse(readFileSync(budgetFile, 'utf8'))
    const warnings = budgetWarnings(legs, totalSeconds, budget)
    if (warnings.length) lines.push('', ...warnings)
  }
  lines.push('', `Total: ${minutes(totalSeconds)} (${totalSeconds} s)`)
  return lines.join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // node scripts/ci/timings.mjs record <name> <seconds> <ok>  |  summary <started epoch seconds>
  const [command, ...args] = process.argv.slice(2)
  if (command === 'record') recordLeg(args[0], Number(args[1]), args[2] === '0')
  else if (command === 'summary') {
    console.log(summary(Math.round(Date.now() / 1000) - Number(args[0])))
  } else {
    console.error('usage: timings.mjs record <name> <seconds> <exit code> | summary <started>')
    process.exit(2)
  }
}
