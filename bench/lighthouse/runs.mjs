// What bench/lighthouse/run.mjs keeps of one Lighthouse run (readRun), the median of a page's runs
// (median), and how a failed run is run again (tries). A run whose trace Lighthouse lost is refused
// here, so that it is run again rather than counted: such a run has no performance score and no
// metrics (see readRun).

export const categories = ['performance', 'accessibility', 'best-practices', 'seo']
/** The metrics the bar reads, by Lighthouse audit id. */
const metrics = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
}

/** @typedef {{ id: string, category: string, title: string, items: string[] }} Failure */
/**
 * @typedef {{
 *   scores: Record<string, number | null>, lcp: number, tbt: number, cls: number,
 *   js: number, failures: Failure[], shifts: string[], seconds?: number, benchmark: number,
 *   cpu?: number
 * }} Result
 */

/** Ordinary audits of a11y, best practices and SEO that did not pass, with what they point at. */
function failures(lhr) {
  /** @type {Failure[]} */
  const found = []
  for (const category of categories.slice(1)) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (!audit || audit.score === null || audit.score >= 1) continue
      if (['manual', 'informative', 'notApplicable'].includes(audit.scoreDisplayMode)) continue
      const items = (audit.details?.items ?? []).slice(0, 5).map(describe)
      found.push({ id: ref.id, category, title: audit.title, items })
    }
  }
  return found
}

/** One line for an audit detail item: its element, URL or message. */
function describe(item) {
  const node = item.node ?? item.element
  if (node?.type === 'node') {
    return `${node.selector ?? ''} ${node.snippet ?? ''}`.replace(/\s+/g, ' ').trim().slice(0, 200)
  }
  if (item.issueType) {
    const urls = (item.subItems?.items ?? []).map((sub) => sub.url).filter(Boolean)
    return urls.length ? `${item.issueType}: ${urls.slice(0, 4).join(', ')}` : item.issueType
  }
  const text =
    item.description ??
    item.url ??
    item.sourceLocation?.url ??
    item.source?.url ??
    JSON.stringify(item)
  return String(typeof text === 'object' ? (text.value ?? JSON.stringify(text)) : text)
    .replace(/\s+/g, ' ')
    .slice(0, 200)
}

/** The elements that moved in the run, if any: selector, snippet, score and cause. */
function shifts(lhr) {
  return (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 5).map((item) => {
    const causes = (item.subItems?.items ?? []).map((sub) => sub.cause).filter(Boolean)
    const score = typeof item.score === 'number' ? ` (${item.score.toFixed(4)})` : ''
    return `${describe(item)}${score}${causes.length ? `, ${causes.join('; ')}` : ''}`
  })
}

/** The transferred bytes of every script the page loaded. */
function scriptBytes(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items
  if (requests) {
    return requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
  }
  const summary = lhr.audits['resource-summary']?.details?.items ?? []
  return summary.find((row) => row.resourceType === 'script')?.transferSize ?? 0
}

/**
 * Throws when a run cannot be counted: Lighthouse's own runtime error, or a metric it could not
 * compute. The latter is how a lost trace shows (NO_NAVSTART, seen in about 2 % of runs on this
 * machine): the run completes, but LCP, TBT and CLS carry an error message instead of a value and
 * the performance score is null. Counted, it would put NaN into the median of TBT and so pass the
 * bar unseen.
 * @param {any} lhr the Lighthouse result (`runnerResult.lhr`)
 */
export function refuseUncountable(lhr) {
  if (!lhr) throw new Error('Lighthouse returned no result')
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
  for (const id of Object.values(metrics)) {
    const audit = lhr.audits?.[id]
    if (!Number.isFinite(audit?.numericValue)) {
      throw new Error(`no ${id}: ${audit?.errorMessage ?? 'the audit is missing'}`)
    }
  }
}

/**
 * The scores, metrics, script bytes and failed audits of one run; throws when the run cannot be
 * counted (refuseUncountable).
 * @param {any} lhr the Lighthouse result (`runnerResult.lhr`)
 * @returns {Result}
 */
export function readRun(lhr) {
  refuseUncountable(lhr)
  for (const warning of lhr.runWarnings ?? []) console.error(`  warning: ${warning}`)
  const metric = (id) => lhr.audits[id].numericValue
  return {
    scores: Object.fromEntries(
      categories.map((id) => {
        const score = lhr.categories[id]?.score
        return [id, typeof score === 'number' ? Math.round(score * 100) : null]
      }),
    ),
    lcp: metric(metrics.lcp),
    tbt: metric(metrics.tbt),
    cls: metric(metrics.cls),
    js: scriptBytes(lhr),
    failures: failures(lhr),
    shifts: shifts(lhr),
    benchmark: lhr.environment?.benchmarkIndex ?? NaN,
  }
}

/** The middle one of `results` ordered by `key` (the lower one of an even count). */
export function middleBy(results, key) {
  const sorted = [...results].sort((a, b) => key(a) - key(b))
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/**
 * The median of runs, metric by metric: the scores of the run with the median performance score,
 * and the median LCP, TBT and CLS, each over all the runs (with the elements that moved in the run
 * of median CLS). A single run's TBT swings by about 90 ms on this machine (the reference's own
 * runs span 29 to 118 ms), more than the 50 ms the bar allows: the TBT of whichever run had the
 * median score is one sample of it, the median TBT of the runs is the figure to compare.
 */
/** @param {Result[]} results @returns {Result} */
export function median(results) {
  const byScore = middleBy(results, (run) => run.scores.performance ?? -1)
  const byShift = middleBy(results, (run) => run.cls)
  return {
    ...byScore,
    lcp: middleBy(results, (run) => run.lcp).lcp,
    tbt: middleBy(results, (run) => run.tbt).tbt,
    cls: byShift.cls,
    shifts: byShift.shifts,
  }
}

/**
 * `run()`, run again when it throws (Lighthouse lost the trace, or the browser did not start), up to
 * `count` attempts in all. After each failure, `onFailure(error, attempt)` is awaited; it may throw
 * to give up at once (when the site stopped answering, say). Resolves to what the first attempt
 * that did not throw returned, or to undefined when every attempt failed.
 * @template T
 * @param {number} count
 * @param {() => Promise<T>} run
 * @param {(error: unknown, attempt: number) => unknown} onFailure
 * @returns {Promise<T | undefined>}
 */
export async function tries(count, run, onFailure) {
  for (let attempt = 1; attempt <= count; attempt++) {
    try {
      return await run()
    } catch (error) {
      await onFailure(error, attempt)
    }
  }
  return undefined
}
