// npm run bench:blocking -- [route ...] [--runs N]: which main-thread tasks make up a page's mobile
// Total Blocking Time. bench:lighthouse says how much; this says what. Lighthouse does not time
// TBT on the page as it ran. It replays the trace in its simulator (Lantern: slow 4G, every task
// the CPU slowdown longer), so at 4x a script task that took 13 ms here counts as 52 ms, and
// what counts as "after first paint" is the simulator's estimate. For each run this prints every
// task the simulation counts, with its simulated start and length, its blocking time, and what it
// was when it ran (observed start, length and main work). It ends with the mean blocking time per
// kind of work. A run whose trace Lighthouse lost (NO_NAVSTART, about 2 % of runs) is run again,
// 3 attempts in all.
//
// Defaults: the home page and `reference` (the bare Next.js app of bench/reference), 3 runs each,
// alternating, simulated as the phone of bench:lighthouse's --device-index (default 900, as CI's
// Lighthouse leg; --device-index 0: Lighthouse's fixed 4x). Uses the bench site of
// scripts/support/site.mjs (BENCH_REUSE=1 reuses its build). Reads Lighthouse 12's Lantern metrics from
// lighthouse/core/computed/metrics, which is not a public API: check this script after a
// Lighthouse upgrade.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js'
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js'
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js'

import { chromiumFlags, systemChromium } from '../../scripts/support/chromium.mjs'
import { option } from '../lib/options.mjs'
import { prepareSite, startSite } from '../../scripts/support/site.mjs'
import { prepareReference, startReference } from '../lib/reference.mjs'

import { refuseUncountable, tries } from './runs.mjs'

const runs = Number(option('runs') ?? 3)
/**
 * The phone the simulation emulates, as bench:lighthouse's --device-index: the CPU slowdown is the
 * run's BenchmarkIndex over it (0: Lighthouse's fixed 4x). The trace is the same either way (the
 * page runs at the machine's speed); only the simulation that reads it changes.
 */
const deviceIndex = Number(option('device-index') ?? 900)
if (!Number.isFinite(deviceIndex) || deviceIndex < 0) {
  throw new Error('--device-index must be a BenchmarkIndex (0: the fixed 4x slowdown)')
}
/** Attempts per run: a run whose trace Lighthouse lost is run again. */
const attempts = 3
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer')
const args = process.argv.slice(2)
const routes = args.filter(
  (arg, index) =>
    (arg.startsWith('/') || arg === 'reference') &&
    !['--runs', '--device-index'].includes(args[index - 1]),
)
if (!routes.length) routes.push('/', 'reference')

/** Trace events whose time is worth naming, and how to name them (script events by file). */
function kind(event) {
  const file = String(event.args?.data?.url ?? event.args?.data?.fileName ?? '')
    .split('/')
    .pop()
  if (['EvaluateScript', 'FunctionCall', 'v8.compile'].includes(event.name)) {
    return `${event.name === 'v8.compile' ? 'compile' : 'script'} ${file || '(inline)'}`
  }
  if (event.name === 'UpdateLayoutTree') return 'style'
  if (event.name === 'Layout') return 'layout'
  if (event.name === 'ParseHTML') return 'parse HTML'
  if (['Paint', 'PrePaint', 'Layerize', 'Commit'].includes(event.name)) return 'paint'
  if (event.name.includes('GC')) return 'garbage collection'
  return undefined
}

/** The main work of a task: its named child events, longest first, e.g. "layout 41.8, style 9.3". */
function work(node) {
  const totals = new Map()
  for (const event of node.childEvents) {
    const name = kind(event)
    // Nested events of one kind (FunctionCall in EvaluateScript) are counted once, at the top.
    if (!name || !event.dur) continue
    const nested = node.childEvents.some(
      (outer) =>
        outer !== event &&
        kind(outer) === name &&
        outer.ts <= event.ts &&
        outer.ts + outer.dur >= event.ts + event.dur,
    )
    if (!nested) totals.set(name, (totals.get(name) ?? 0) + event.dur / 1000)
  }
  return [...totals].filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1])
}

/** One mobile Lighthouse run of `url`; returns the tasks Lantern counts, with their blocking time. */
async function explain(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: systemChromium,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  })
  let result
  try {
    result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
  } finally {
    chrome.kill()
  }
  const { artifacts, lhr } = result
  // A lost trace is refused here, with the audit's error, before the simulation reads it.
  refuseUncountable(lhr)
  const machine = lhr.environment.benchmarkIndex
  const settings =
    deviceIndex && machine
      ? {
          ...lhr.configSettings,
          throttling: {
            ...lhr.configSettings.throttling,
            cpuSlowdownMultiplier: Math.max(1, Math.round((machine / deviceIndex) * 10) / 10),
          },
        }
      : lhr.configSettings
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
  }
  const context = { computedCache: new Map(), settings }
  const [tbt, fcp, interactive] = await Promise.all([
    LanternTotalBlockingTime.request(data, context),
    LanternFirstContentfulPaint.request(data, context),
    LanternInteractive.request(data, context),
  ])
  const navigation = artifacts.Trace.traceEvents.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  )
  // Lighthouse averages two simulations; the pessimistic one (optimistic FCP, pessimistic TTI)
  // counts the most tasks, so it is the one listed.
  const from = fcp.optimisticEstimate.timeInMs
  const to = interactive.pessimisticEstimate.timeInMs
  const tasks = []
  for (const [node, timing] of tbt.pessimisticEstimate.nodeTimings) {
    if (node.type !== 'cpu') continue
    const length = timing.endTime - timing.startTime
    const span = { start: timing.startTime, end: timing.endTime, duration: length }
    // Lighthouse's own rule: the part over 50 ms of what lies between FCP and TTI.
    const blocking = Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(span, from, to)
    if (blocking <= 0) continue
    tasks.push({
      start: timing.startTime,
      length,
      blocking,
      observedStart: navigation ? (node.event.ts - navigation.ts) / 1000 : NaN,
      observedLength: node.event.dur / 1000,
      work: work(node),
    })
  }
  return {
    tbt: tbt.timing,
    fcp: fcp.timing,
    slowdown: settings.throttling.cpuSlowdownMultiplier,
    tasks: tasks.sort((a, b) => a.start - b.start),
  }
}

const round = (value) => Math.round(value)
await prepareSite()
await prepareReference()
const port = Number(process.env.BENCH_PORT ?? 3300)
const site = await startSite(port)
const reference = await startReference(port + 1)
try {
  /** @type {Map<string, Map<string, number>>} blocking ms per route and kind of work, summed */
  const totals = new Map(routes.map((route) => [route, new Map()]))
  /** @type {Map<string, number>} the runs of each route that were read */
  const read = new Map(routes.map((route) => [route, 0]))
  for (let run = 1; run <= runs; run++) {
    for (const route of routes) {
      const explained = await tries(
        attempts,
        () => explain(route === 'reference' ? reference.url : site.url + route),
        (error, attempt) =>
          console.error(`  ${route}, attempt ${attempt} failed: ${error?.message ?? error}`),
      )
      if (!explained) {
        console.log(`\n${route}, run ${run}: lost (${attempts} attempts failed)`)
        continue
      }
      const { tbt, fcp, slowdown, tasks } = explained
      read.set(route, read.get(route) + 1)
      console.log(
        `\n${route}, run ${run}: TBT ${round(tbt)} ms, FCP ${round(fcp)} ms (simulated, CPU ${slowdown}x)`,
      )
      for (const task of tasks) {
        const main = task.work.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ')
        console.log(
          `  simulated ${round(task.start)} ms + ${round(task.length)}: blocks ${round(task.blocking)} ms` +
            ` | ran at ${round(task.observedStart)} ms for ${task.observedLength.toFixed(1)} ms: ${main || 'no named work'}`,
        )
        const top = task.work[0]?.[0] ?? 'other'
        const byKind = totals.get(route)
        byKind.set(top, (byKind.get(top) ?? 0) + task.blocking)
      }
    }
  }
  console.log('\nMean blocking time per run, by the main work of each counted task:')
  for (const [route, byKind] of totals) {
    const count = read.get(route)
    const parts = [...byKind]
      .sort((a, b) => b[1] - a[1])
      .map(([name, ms]) => `${name} ${round(ms / count)} ms`)
    const summary = count ? parts.join(', ') || 'nothing' : 'every run lost'
    console.log(`  ${route} (${count} runs): ${summary}`)
  }
} finally {
  await Promise.all([site.stop(), reference.stop()])
}
