import { describe, expect, it } from 'vitest'

import { median, readRun, tries } from './runs.mjs'

/** A Lighthouse result as version 12 writes it, reduced to what readRun reads. */
function lhr({ performance = 0.97, lcp = 2100, tbt = 120, cls = 0 } = {}) {
  const scored = (numericValue: number) => ({ score: 1, scoreDisplayMode: 'numeric', numericValue })
  return {
    categories: {
      performance: { score: performance, auditRefs: [] },
      accessibility: { score: 1, auditRefs: [{ id: 'color-contrast' }] },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      'largest-contentful-paint': scored(lcp),
      'total-blocking-time': scored(tbt),
      'cumulative-layout-shift': scored(cls),
      'color-contrast': { score: 1, scoreDisplayMode: 'binary' },
      'network-requests': {
        details: {
          items: [
            { resourceType: 'Document', transferSize: 14_000 },
            { resourceType: 'Script', transferSize: 100_000 },
            { resourceType: 'Script', transferSize: 60_000 },
          ],
        },
      },
    },
    environment: { benchmarkIndex: 2830 },
    runWarnings: [],
  }
}

/** What Lighthouse 12 returns when it lost the trace: no runtime error, but no metric either. */
function lostTrace() {
  const result = lhr()
  const message =
    'Something went wrong with recording the trace over your page load. Please run Lighthouse ' +
    'again. (NO_NAVSTART)'
  for (const id of ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
    ;(result.audits as Record<string, unknown>)[id] = {
      score: null,
      scoreDisplayMode: 'error',
      errorMessage: message,
    }
  }
  ;(result.categories.performance as { score: number | null }).score = null
  return result
}

describe('one Lighthouse run as bench:lighthouse counts it', () => {
  it('keeps the scores, the metrics and the script bytes', () => {
    const run = readRun(lhr({ performance: 0.96, lcp: 2345, tbt: 131, cls: 0.002 }))
    expect(run.scores).toEqual({
      performance: 96,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
    })
    expect([run.lcp, run.tbt, run.cls, run.js, run.benchmark]).toEqual([
      2345, 131, 0.002, 160_000, 2830,
    ])
    expect(run.failures).toEqual([])
  })

  it('refuses a run whose trace was lost, naming the reason, so that it is run again', () => {
    expect(() => readRun(lostTrace())).toThrow(/largest-contentful-paint: .*NO_NAVSTART/)
  })

  it('refuses a run that stopped with a runtime error', () => {
    const result = { ...lhr(), runtimeError: { code: 'NO_FCP', message: 'no content painted' } }
    expect(() => readRun(result)).toThrow('NO_FCP: no content painted')
  })

  it('takes the median metric by metric, not one run whole', () => {
    const runs = [
      readRun(lhr({ performance: 0.95, lcp: 2600, tbt: 90, cls: 0 })),
      readRun(lhr({ performance: 0.97, lcp: 2200, tbt: 210, cls: 0 })),
      readRun(lhr({ performance: 0.96, lcp: 2400, tbt: 140, cls: 0.01 })),
    ]
    const middle = median(runs)
    expect([middle.scores.performance, middle.lcp, middle.tbt, middle.cls]).toEqual([
      96, 2400, 140, 0,
    ])
  })
})

describe('tries', () => {
  it('runs again after a failure and resolves to the first result, reporting each failure', async () => {
    const outcomes = [new Error('NO_NAVSTART'), new Error('NO_FCP'), 'measured']
    const failures: string[] = []
    const result = await tries(
      3,
      async () => {
        const next = outcomes.shift()
        if (next instanceof Error) throw next
        return next
      },
      (error, attempt) => failures.push(`${attempt}: ${(error as Error).message}`),
    )
    expect(result).toBe('measured')
    expect(failures).toEqual(['1: NO_NAVSTART', '2: NO_FCP'])
  })

  it('gives up after the given number of attempts and resolves to undefined', async () => {
    let calls = 0
    const result = await tries(
      3,
      async () => {
        calls++
        throw new Error('NO_NAVSTART')
      },
      () => undefined,
    )
    expect(result).toBeUndefined()
    expect(calls).toBe(3)
  })

  it('stops at once when the failure handler throws', async () => {
    let calls = 0
    const attempt = tries(
      3,
      async () => {
        calls++
        throw new Error('NO_NAVSTART')
      },
      () => {
        throw new Error('the site stopped answering')
      },
    )
    await expect(attempt).rejects.toThrow('the site stopped answering')
    expect(calls).toBe(1)
  })
})
