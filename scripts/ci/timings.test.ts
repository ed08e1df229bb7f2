import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { budgetWarnings, playwrightFiles, root, slowestFiles, vitestFiles } from './timings.mjs'

describe('run timings', () => {
  it('reads the time of each file from a Vitest report', () => {
    const report = {
      testResults: [
        { name: path.join(root, 'tests/int/leads.int.spec.ts'), startTime: 1000, endTime: 56_500 },
        { name: path.join(root, 'tests/int/team.int.spec.ts'), startTime: 2000, endTime: 6250 },
      ],
    }
    expect(vitestFiles(report)).toEqual([
      { file: 'tests/int/leads.int.spec.ts', seconds: 55.5 },
      { file: 'tests/int/team.int.spec.ts', seconds: 4.25 },
    ])
  })

  it('adds up the tests of each spec file of a Playwright report, nested suites and retries too', () => {
    const run = (ms: number) => ({ results: [{ duration: ms }] })
    const report = {
      suites: [
        {
          file: 'home.e2e.spec.ts',
          specs: [{ tests: [run(4000)] }],
          suites: [
            {
              specs: [{ tests: [run(1500), { results: [{ duration: 500 }, { duration: 700 }] }] }],
            },
          ],
        },
        { file: 'tools.e2e.spec.ts', specs: [{ tests: [run(2500)] }] },
      ],
    }
    expect(playwrightFiles(report)).toEqual([
      { file: 'tests/e2e/home.e2e.spec.ts', seconds: 6.7 },
      { file: 'tests/e2e/tools.e2e.spec.ts', seconds: 2.5 },
    ])
  })

  it('lists the slowest files first, at most the number asked', () => {
    const files = [
      { file: 'a', seconds: 1 },
      { file: 'b', seconds: 30.25 },
      { file: 'c', seconds: 7 },
    ]
    expect(slowestFiles(files, 2)).toEqual(['   30.3 s  b', '    7.0 s  c'])
  })

  it('warns only over budget, naming the legs that grew, most over first', () => {
    const budget = {
      totalSeconds: 1500,
      legs: { lint: 30, 'browser tests: run': 660, 'npm ci': 90 },
    }
    const legs = [
      { name: 'lint', seconds: 40, ok: true },
      { name: 'browser tests: run', seconds: 900, ok: true },
      { name: 'npm ci', seconds: 80, ok: true },
    ]
    expect(budgetWarnings(legs, 1499, budget)).toEqual([])
    const warnings = budgetWarnings(legs, 1620, budget)
    expect(warnings[0]).toMatch(/^⚠ The run took 27 min 00 s, over its budget of 25 min 00 s/)
    expect(warnings.slice(1)).toEqual([
      '  browser tests: run: 15 min 00 s, budget 11 min 00 s (+240 s)',
      '  lint: 0 min 40 s, budget 0 min 30 s (+10 s)',
    ])
    expect(budgetWarnings([{ name: 'lint', seconds: 20, ok: true }], 1600, budget)[1]).toMatch(
      /No single step/,
    )
  })
})
