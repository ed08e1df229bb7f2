// npm run bench:lighthouse: Lighthouse 12 (performance, accessibility, best practices, SEO) over
// every public page in hr, en and de, mobile (Lighthouse's default: Moto G Power, slow 4G, 4x CPU
// slowdown) and desktop (desktop-config.js), against the production build of scripts/support/site.mjs.
// Each page is loaded N times (default 3), each time in a fresh headless Chromium; the median is
// reported metric by metric (the scores of the run with the median performance score, the median
// LCP, TBT and CLS), and every run is kept in data/bench-lighthouse.json. A bare Next.js app of
// the same version (bench/reference, built and served beside the site) is measured the same way:
// it is what the framework alone scores on this machine.
// On mobile, whose bar is read against it, it is measured once before each page and once after
// the last, and each page is compared with the median of the 5 reference runs nearest in time
// (this machine's speed drifts over an hour; the reference's own spread is printed). On desktop,
// whose bar is absolute, it is measured N times first. Prints one Markdown table per form factor
// (worst row last), then the verdict against the bar and the audits that cost a11y/bp/SEO points.
//
// Bar: accessibility, best practices and SEO 100 on every page; CLS 0 (< 0.001); desktop
// performance 100; mobile performance at most 3 points below the reference's, mobile TBT at most
// twice the reference's (a ratio: Lighthouse multiplies main-thread time by the machine's
// slowness, so a gap in milliseconds would change with the day's machine). Exit code 0 even when
// pages miss it, 1 with --strict.
//
// Duration on this machine (2 cores): one Lighthouse run takes 7 to 11 s, mobile and desktop alike,
// including Chromium's start, so the full default run (20 pages x 3 languages x 2 form factors x
// 3 runs, plus 64 reference runs = 424 runs) takes about 1 h 10 min, plus the build when
// BENCH_REUSE=1 is not set.
//
// Usage: npm run bench:lighthouse [-- options]
//   --runs N               runs per page and form factor (default 3)
//   --routes /,/tools      pages without language prefix (default: every public page)
//   --lang hr,en           languages (default hr,en,de)
//   --form mobile,desktop  form factors (default both)
//   --strict               exit code 1 when any page misses the bar
//   --tbt-advisory         a row that misses only the mobile TBT ratio is a warning (see below)
//   --device-index N       the BenchmarkIndex of the phone mobile runs emulate (default 900; the
//                          CPU slowdown is this machine's index over N); 0: Lighthouse's fixed 4x
// Environment: BENCH_REUSE=1 reuses the previous bench builds, BENCH_BUILD serves the kept copy
// of another build (CI: .next-e2e, see scripts/support/site.mjs), BENCH_PORT (default 3300; the
// reference app takes the next port),
// CHROMIUM_PATH (default /usr/bin/chromium when present, else the one chrome-launcher finds).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

import { exited, root } from '../../scripts/lib.mjs'
import { chromiumFlags, systemChromium } from '../../scripts/support/chromium.mjs'
import { option } from '../lib/options.mjs'
import {
  languagePrefixes,
  localized,
  prepareSite,
  publicRoutes,
  startSite,
} from '../../scripts/support/site.mjs'
import { prepareReference, startReference } from '../lib/reference.mjs'
import { categories, median, middleBy, readRun, tries } from './runs.mjs'

/** @typedef {import('./runs.mjs').Result} Result */

/** The reference's row name; its runs load the bare app (bench/lib/reference.mjs). */
const referenceRoute = 'reference app'
/** The most the mobile TBT of a page may be, as a multiple of the reference's. */
const tbtRatio = 2
const chromeFlags = ['--headless=new', ...chromiumFlags]
const chromePath = systemChromium

/** The machine's BenchmarkIndex as each run measured it, in the order made. */
const machineIndexes = []
/** The CPU slowdown of the next mobile run (see deviceIndex), or undefined for the default 4x. */
function cpuSlowdown() {
  if (!deviceIndex || !machineIndexes.length) return undefined
  const recent = machineIndexes.slice(-3).sort((a, b) => a - b)
  const machine = recent[Math.floor(recent.length / 2)]
  return Math.max(1, Math.round((machine / deviceIndex) * 10) / 10)
}
/** The Lighthouse config of a run: the default mobile one with `slowdown`, or desktop's. */
const configOf = (form, slowdown) =>
  form === 'desktop'
    ? desktopConfig
    : slowdown === undefined
      ? undefined
      : {
          extends: 'lighthouse:default',
          settings: {
            throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
          },
        }

/** @param {string | undefined} value */
const list = (value) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean)

const runs = Number(option('runs') ?? 3)
const languages = list(option('lang')) ?? Object.keys(languagePrefixes)
const forms = list(option('form')) ?? ['mobile', 'desktop']
const strict = process.argv.includes('--strict')
/**
 * With --tbt-advisory, a mobile row whose TBT alone misses the ratio is reported as a warning and
 * does not fail --strict (CI, for now): on this 2-core machine the bare app's median TBT at the
 * emulated phone is 15-57 ms from one minute to the next, and twice such a figure is noise, not a
 * bar (2026-11-29: pages at 58-63 ms against a reference median of 27 in one run, and 38-51
 * against 52 in another, same build). Performance, which TBT weighs into, still fails it.
 */
const tbtAdvisory = process.argv.includes('--tbt-advisory')
/**
 * The BenchmarkIndex of the phone mobile runs emulate (0: Lighthouse's fixed 4x slowdown). A
 * simulated mobile run multiplies the main-thread time it observed by a CPU slowdown; Lighthouse's
 * 4x assumes a machine of index 1,500-2,000, and this machine's index goes from 1,400 to 3,900
 * with the day: the same page gave TBT 56 ms one day and 423 ms another, and a 3-point
 * performance margin over the bare app holds on one and not the other. So the slowdown is the
 * machine's index (as the previous runs measured it, each before loading its page) divided by
 * this one, as Lighthouse's docs/throttling.md advises: every run emulates the same phone. 900 is
 * the phone the 4x default made of the machines CI ran on until 2026-11-29 (3,600-3,900).
 */
const deviceIndex = Number(option('device-index') ?? 900)
if (!Number.isFinite(deviceIndex) || deviceIndex < 0) {
  throw new Error('--device-index must be a BenchmarkIndex (0: the fixed 4x slowdown)')
}
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer')
for (const language of languages) {
  if (!(language in languagePrefixes)) throw new Error(`unknown language ${language}`)
}
for (const form of forms) {
  if (!['mobile', 'desktop'].includes(form))
    throw new Error(`unknown form factor ${form} (mobile, desktop)`)
}

/** @type {{ stop: () => Promise<unknown> } | undefined} */
let site
/** @type {{ url: string, stop: () => Promise<unknown> } | undefined} */
let reference
/** Set on Ctrl-C or at the end: no browser is started any more. */
let stopping = false
/** @type {{ kill: () => void, process: import('node:child_process').ChildProcess } | undefined} */
let chrome
async function killChrome() {
  const current = chrome
  chrome = undefined
  if (!current) return
  const ended = new Promise((resolve) => {
    if (exited(current.process)) resolve()
    else current.process.once('exit', resolve)
  })
  current.kill()
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5000))])
}

/**
 * One Lighthouse run of `url` in a fresh browser (`only`: those categories). Its result carries the
 * CPU slowdown it ran with (`cpu`, mobile). @returns {Promise<Result>}
 */
async function audit(url, form, only = categories) {
  const started = Date.now()
  if (stopping) throw new Error('stopped')
  const slowdown = form === 'mobile' ? cpuSlowdown() : undefined
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags, handleSIGINT: false })
  try {
    if (stopping) throw new Error('stopped')
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', onlyCategories: only },
      configOf(form, slowdown),
    )
    const index = result?.lhr?.environment?.benchmarkIndex
    if (typeof index === 'number' && index > 0) machineIndexes.push(index)
    const run = { ...readRun(result?.lhr), seconds: (Date.now() - started) / 1000 }
    return form === 'mobile' ? { ...run, cpu: slowdown ?? 4 } : run
  } finally {
    await killChrome()
  }
}

/** Form factors whose reference is measured between the pages (those with a relative bar). */
const interleaved = (form) => form === 'mobile'
/** How many reference runs, nearest in time, a page is read against. */
const referenceWindow = 5
/**
 * The median of the `referenceWindow` reference runs nearest to a page that was measured right
 * after reference run `index`: this machine's speed drifts over an hour-long run, so each page is
 * compared with the reference as it scored around the same minutes.
 */
function nearby(referenceRuns, index) {
  const first = Math.max(0, Math.min(index - 2, referenceRuns.length - referenceWindow))
  const near = referenceRuns.slice(first, first + referenceWindow).filter(Boolean)
  return near.length ? median(near) : undefined
}

const otherScores = (result) =>
  Math.min(...categories.slice(1).map((id) => result.scores[id] ?? -1))
/** Best first, worst last: performance, then the lowest other score, then TBT. */
const byQuality = (a, b) =>
  (b.result?.scores.performance ?? -1) - (a.result?.scores.performance ?? -1) ||
  (b.result ? otherScores(b.result) : -1) - (a.result ? otherScores(a.result) : -1) ||
  (a.result?.tbt ?? Infinity) - (b.result?.tbt ?? Infinity) ||
  a.page.localeCompare(b.page)

const score = (value) => (value === null || value === undefined ? '–' : String(value))
/** A table row; with `reference`, two more cells: the reference's performance and TBT. */
function tableRow(page, result, reference) {
  const extra = reference
    ? ` ${score(reference.scores.performance)} | ${Math.round(reference.tbt)} |`
    : ''
  if (!result) return `| ${page} | failed | | | | | | | |${extra}`
  const { scores } = result
  return `| ${[
    page,
    score(scores.performance),
    score(scores.accessibility),
    score(scores['best-practices']),
    score(scores.seo),
    Math.round(result.lcp),
    Math.round(result.tbt),
    result.cls.toFixed(3),
    (result.js / 1024).toFixed(1),
  ].join(' | ')} |${extra}`
}
const tableHead = [
  '| route | perf | a11y | bp | seo | LCP ms | TBT ms | CLS | JS kB |',
  '| ----- | ---: | ---: | -: | --: | -----: | -----: | --: | ----: |',
]
const referenceHead = [' ref perf | ref TBT ms |', ' -------: | ---------: |']

/**
 * Why a row misses the bar (empty when it meets it); the TBT ratio's miss, if any, is in `tbt`.
 * @returns {string[] & { tbt?: string }}
 */
function misses(form, result, reference) {
  if (!result) return ['no successful Lighthouse run']
  /** @type {string[] & { tbt?: string }} */
  const found = []
  for (const id of categories.slice(1)) {
    if (result.scores[id] !== 100) found.push(`${id} ${score(result.scores[id])}`)
  }
  if (!(result.cls < 0.001)) {
    const moved = result.shifts.length ? ` (moved: ${result.shifts.join(' | ')})` : ''
    found.push(`CLS ${result.cls.toFixed(3)}${moved}`)
  }
  const perf = result.scores.performance
  if (form === 'desktop' && perf !== 100) found.push(`performance ${score(perf)} < 100`)
  if (form === 'mobile' && reference) {
    const floor = (reference.scores.performance ?? 0) - 3
    if (perf === null || perf < floor) found.push(`performance ${score(perf)} < ${floor}`)
    const ceiling = Math.round(reference.tbt * tbtRatio)
    if (!(Math.round(result.tbt) <= ceiling)) {
      found.tbt = `TBT ${Math.round(result.tbt)} ms > ${ceiling} ms`
      found.push(found.tbt)
    }
  }
  return found
}

async function shutdown() {
  if (stopping) return
  stopping = true
  await killChrome()
  await Promise.all([site?.stop(), reference?.stop()])
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping Chromium and the site`)
    shutdown()
      .then(killChrome)
      .finally(() => process.exit(130))
  })
}

let failed = false
/** Every successful run, in the order made: written to `runsFile` at the end, even after Ctrl-C. */
const runLog = []
const runsFile = path.join(root, 'data', 'bench-lighthouse.json')
try {
  await prepareSite()
  await prepareReference()
  const port = Number(process.env.BENCH_PORT ?? 3300)
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  )
  if (taken) throw new Error(`port ${port} is already in use; set BENCH_PORT`)
  site = await startSite(port)
  reference = await startReference(port + 1)
  const { url } = site
  /** The address of a page, or of the reference app. */
  const addressOf = (page) => (page === referenceRoute ? reference.url : url + page)
  const routes = list(option('routes')) ?? (await publicRoutes(url))
  const pages = languages.flatMap((language) =>
    routes.map((route) => localized(languagePrefixes[language], route)),
  )

  // Render every page once so that no run pays for a first render, and catch broken routes.
  for (const page of [referenceRoute, ...pages]) {
    const response = await fetch(addressOf(page))
    await response.arrayBuffer()
    if (!response.ok) console.error(`warning: ${page} answers ${response.status}`)
  }

  // The machine's speed, for the first mobile run's CPU slowdown: one run of the reference (its
  // performance only), not counted.
  if (deviceIndex && forms.includes('mobile')) {
    console.error("calibrating: the machine's BenchmarkIndex, from one run of the reference")
    await tries(
      3,
      () => audit(reference.url, 'mobile', ['performance']),
      (error) => console.error(`  calibration run failed: ${String(error)}`),
    )
    if (!machineIndexes.length) throw new Error('no BenchmarkIndex: Lighthouse did not run')
  }

  const referenceCount = (form) => (interleaved(form) ? pages.length + 1 : runs)
  const total = forms.reduce((sum, form) => sum + pages.length * runs + referenceCount(form), 0)
  let done = 0
  /** One run, tried again when Lighthouse loses the trace (NO_NAVSTART, NO_FCP). */
  async function measure(form, page, label) {
    done++
    console.error(`[${done}/${total}] ${form} ${page} ${label}`)
    return tries(
      3,
      async () => {
        const result = await audit(addressOf(page), form)
        runLog.push({ form, page, label, at: new Date().toISOString(), ...result })
        return result
      },
      async (error, attempt) => {
        const message = error instanceof Error ? error.message : String(error)
        console.error(`  attempt ${attempt} failed: ${message}`)
        const alive = await fetch(`${url}/robots.txt`).then(
          () => true,
          () => false,
        )
        if (!alive) throw new Error(`the site stopped answering on ${url}`)
      },
    )
  }

  /** @type {Record<string, Map<string, Result | undefined>>} the median of each page's runs */
  const results = {}
  /** @type {Record<string, Result[]>} every run of the pages */
  const all = {}
  /** @type {Record<string, (Result | undefined)[]>} the reference's runs, in the order made */
  const referenceRuns = {}
  /** @type {Record<string, Map<string, Result | undefined>>} the reference each page is read against */
  const references = {}
  for (const form of forms) {
    results[form] = new Map()
    all[form] = []
    referenceRuns[form] = []
    references[form] = new Map()
    const measureReference = async (label) => {
      referenceRuns[form].push(await measure(form, referenceRoute, label))
    }
    if (!interleaved(form)) {
      for (let run = 1; run <= runs; run++) await measureReference(`run ${run}`)
    }
    /** @type {number[]} for each page, the index of the reference run made just before it */
    const before = []
    for (const page of pages) {
      if (interleaved(form)) await measureReference(`before ${page}`)
      before.push(referenceRuns[form].length - 1)
      const pageRuns = []
      for (let run = 1; run <= runs; run++) {
        const result = await measure(form, page, `run ${run}`)
        if (result) pageRuns.push(result)
      }
      all[form].push(...pageRuns)
      results[form].set(page, pageRuns.length ? median(pageRuns) : undefined)
    }
    if (interleaved(form)) await measureReference('last')
    const made = referenceRuns[form].filter(Boolean)
    pages.forEach((page, index) => {
      references[form].set(
        page,
        interleaved(form) ? nearby(referenceRuns[form], before[index]) : median(made),
      )
    })
    references[form].set(referenceRoute, made.length ? median(made) : undefined)
  }

  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length
  console.log(`\n# Lighthouse ${runs === 1 ? '(1 run' : `(median of ${runs} runs`} per page)\n`)
  console.log('Reference: a bare Next.js app of the same version (bench/reference):\n')
  console.log(tableHead.join('\n').replace('| route |', '| form  |'))
  for (const form of forms) console.log(tableRow(form, references[form].get(referenceRoute)))
  for (const form of forms.filter(interleaved)) {
    const made = referenceRuns[form].filter(Boolean)
    const span = (values) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`
    if (!made.length) continue
    console.log(
      `\n${form}: ${made.length} runs, one before each page and one after the last (performance` +
        ` ${span(made.map((run) => run.scores.performance ?? 0))}, TBT` +
        ` ${span(made.map((run) => run.tbt))} ms); each page is read against the median of the` +
        ` ${referenceWindow} nearest in time (columns "ref").`,
    )
  }
  console.log('\n(Its SEO score is low by design: it is marked noindex.)')

  /** @type {string[]} */
  const verdict = []
  /** @type {string[]} rows that miss the TBT ratio only, with --tbt-advisory */
  const advisories = []
  /** @type {Map<string, { failure: Failure, pages: string[], items: Set<string> }>} */
  const audits = new Map()
  for (const form of forms) {
    const rows = pages.map((page) => ({ page, result: results[form].get(page) })).sort(byQuality)
    const withReference = interleaved(form)
    console.log(`\n## ${form}\n`)
    console.log(
      tableHead.map((line, i) => line + (withReference ? referenceHead[i] : '')).join('\n'),
    )
    for (const { page, result } of rows) {
      const reference = references[form].get(page)
      console.log(tableRow(page, result, withReference ? reference : undefined))
      const missed = misses(form, result, reference)
      if (tbtAdvisory && missed.length === 1 && missed.tbt) {
        advisories.push(`- ${form} ${page}: ${missed.tbt}`)
      } else if (missed.length) {
        verdict.push(`- ${form} ${page}: ${missed.join(', ')}`)
      }
      for (const failure of result?.failures ?? []) {
        const entry = audits.get(failure.id) ?? { failure, pages: [], items: new Set() }
        // What it points at, from every row, without repeats.
        for (const item of failure.items) if (entry.items.size < 8) entry.items.add(item)
        entry.pages.push(`${form} ${page}`)
        audits.set(failure.id, entry)
      }
    }
    if (all[form].length) {
      const seconds = mean(all[form].map((result) => result.seconds)).toFixed(1)
      const benchmark = Math.round(middleBy(all[form], (result) => result.benchmark).benchmark)
      console.log(
        `\n${all[form].length} runs, ${seconds} s per run, BenchmarkIndex ${benchmark} (median;` +
          ' lower means a slower or busier machine)',
      )
      if (form === 'mobile') {
        const made = [...all[form], ...referenceRuns[form].filter(Boolean)]
        const slowdowns = made.map((result) => result.cpu ?? 4)
        const low = Math.min(...slowdowns)
        const high = Math.max(...slowdowns)
        console.log(
          deviceIndex
            ? `CPU slowdown ${low === high ? low : `${low}–${high}`}x: the machine's BenchmarkIndex` +
                ` over ${deviceIndex}, so that every run emulates a phone of index ${deviceIndex}` +
                ` (--device-index; Lighthouse's default is 4x on any machine).` +
                (low === 1 && benchmark < deviceIndex
                  ? ' Warning: this machine is slower than that phone; the runs emulate a slower one.'
                  : '')
            : "CPU slowdown 4x, Lighthouse's default (--device-index 0): the phone it emulates is" +
                ` as fast as this machine's BenchmarkIndex over 4 (${Math.round(benchmark / 4)}).`,
        )
      }
    }
  }

  // Every page of the build loads Next.js's runtime: none at all means the scripts were blocked
  // (a Content-Security-Policy, say), and the row (or the reference) measures a broken page.
  const scriptless = forms.flatMap((form) => [
    ...pages.filter((page) => results[form].get(page)?.js === 0).map((page) => `${form} ${page}`),
    ...(referenceRuns[form].some((run) => run?.js === 0) ? [`${form} ${referenceRoute}`] : []),
  ])
  if (scriptless.length) {
    console.log(`\nWarning: no JavaScript loaded (blocked?) on ${scriptless.join(', ')}`)
    if (scriptless.some((row) => row.endsWith(referenceRoute))) {
      console.log('The reference is among them: the mobile bar below is not meaningful.')
    }
  }

  console.log('\n## Verdict\n')
  console.log(
    'Bar: a11y, best practices and SEO 100; CLS 0; desktop performance 100' +
      (forms.includes('mobile')
        ? `; mobile performance at most 3 points below the reference and TBT at most ${tbtRatio}x` +
          ' its TBT (the reference runs nearest in time: columns "ref")'
        : '') +
      '.\n',
  )
  if (verdict.length) {
    failed = true
    console.log(`${verdict.length} of ${forms.length * pages.length} rows miss the bar:\n`)
    console.log(verdict.join('\n'))
  } else if (!advisories.length) {
    console.log(`All ${forms.length * pages.length} rows meet the bar.`)
  }
  if (advisories.length) {
    console.log(
      `\n${advisories.length} rows miss only the TBT ratio, reported without failing the run` +
        ' (--tbt-advisory: twice a reference TBT of a few tens of milliseconds is noise here):\n',
    )
    console.log(advisories.join('\n'))
  }
  if (audits.size) {
    console.log('\n## Failing audits (accessibility, best practices, SEO)\n')
    for (const [id, { failure, pages: where, items }] of audits) {
      console.log(`- ${failure.category} \`${id}\`: ${failure.title} (${where.length} rows)`)
      console.log(`  on: ${where.slice(0, 6).join(', ')}${where.length > 6 ? ', …' : ''}`)
      for (const item of items) console.log(`  - ${item}`)
    }
  }
} catch (error) {
  // After Ctrl-C the interrupted run fails too: the signal handler reports and exits.
  if (!stopping) throw error
} finally {
  await shutdown()
  if (runLog.length) {
    mkdirSync(path.dirname(runsFile), { recursive: true })
    writeFileSync(runsFile, `${JSON.stringify(runLog, null, 1)}\n`)
    console.error(`Every run: ${path.relative(root, runsFile)}`)
  }
}
if (failed && strict) process.exitCode = 1
