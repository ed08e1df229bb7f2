// The alerts bench's data: subscriptions with filters drawn by a seeded generator (the same on
// every run and on both databases), the NKD 2007 ↔ NKD 2025 correspondence their keys go
// through, and the new call that the fan-out is timed on. Pure data, no database: ./seed.ts
// writes it.
import { codePool } from '../catalogue/dataset'
import { pick, random, weighted } from '../lib/sampling'

import type { CodeVersion, CompanySize, County } from '@/features/funding-calls/rules'
import { companySizes, counties } from '@/features/funding-calls/rules/taxonomy'
import type { Locale } from '@/i18n/locales'

export type BenchAlert = {
  id: number
  email: string
  locale: Locale
  frequency: 'instant' | 'weekly'
  /** The subscriber's codes, all of `version`; none for an alert by county, size or amount. */
  codes: string[]
  version: CodeVersion
  county: County | null
  size: CompanySize | null
  programme: number | null
  minAmount: number | null
}

/**
 * The bench's correspondence: each NKD 2007 class of the pool paired with the NKD 2025 class of
 * its digits swapped within the division ("62.01" → "62.10"), and every tenth also with a second
 * one, as a class split in two ("…9" after its division). Not the official table; the same shape.
 */
export function benchLinks(seed = 32): { code2007: string; code2025: string }[] {
  const pool = codePool(random(seed))
  const links: { code2007: string; code2025: string }[] = []
  let index = 0
  for (const classes of pool.classes.values()) {
    for (const code of classes) {
      const swapped = `${code.slice(0, 3)}${code[4]}${code[3]}`
      links.push({ code2007: code, code2025: swapped })
      if (++index % 10 === 0) links.push({ code2007: code, code2025: `${code.slice(0, 4)}9` })
    }
  }
  return links
}

/**
 * Divisions that subscribers pick more than the pool's weights say: IT and digital services
 * (62, 63, 58), tourism (55, 56), construction (41, 43), trade (46, 47), food (10), farming (01).
 */
const popular: Record<string, number> = {
  '62': 2,
  '63': 2,
  '58': 1,
  '55': 3,
  '56': 3,
  '41': 2,
  '43': 3,
  '46': 2,
  '47': 3,
  '10': 3,
  '01': 3,
}

/**
 * `count` active subscriptions (ids 1 to count): 6 % without codes (a county, a size or a least
 * amount alone), the rest with one to four codes (divisions, groups and classes; mostly of one
 * sector), 12 % of those in NKD 2025; a county on 30 %, a company size on 35 %, a least amount
 * on 15 %, a programme on 4 %; weekly digests for 25 %; 80 % in Croatian.
 */
export function benchAlerts(count: number, programmes: readonly number[], seed = 32): BenchAlert[] {
  const next = random(seed)
  const pool = codePool(random(seed))
  const links = benchLinks(seed)
  const classes2025 = new Map<string, string[]>()
  for (const { code2025 } of links) {
    const division = code2025.slice(0, 2)
    const list = classes2025.get(division) ?? []
    if (!list.includes(code2025)) list.push(code2025)
    classes2025.set(division, list)
  }
  const divisionWeights = pool.divisionWeights.map(
    ([division, weight]) => [division, weight * (popular[division] ?? 1)] as const,
  )
  const codeOf = (version: CodeVersion, division: string) => {
    const level = next()
    if (level < 0.15) return division
    const list =
      version === 'nkd2007' ? pool.classes.get(division)! : (classes2025.get(division) ?? [])
    const code = list.length ? pick(next, list) : division
    return level < 0.4 ? code.slice(0, 4) : code
  }
  const alerts: BenchAlert[] = []
  for (let id = 1; id <= count; id += 1) {
    const version: CodeVersion = next() < 0.12 ? 'nkd2025' : 'nkd2007'
    const codes = new Set<string>()
    if (next() >= 0.04) {
      const wanted = weighted(next, [
        [1, 45],
        [2, 30],
        [3, 15],
        [4, 10],
      ] as const)
      const sector = weighted(next, divisionWeights)
      while (codes.size < wanted) {
        codes.add(codeOf(version, next() < 0.7 ? sector : weighted(next, divisionWeights)))
      }
    }
    const bare = codes.size === 0
    // An alert without codes has at least one other filter.
    const filter = (share: number) => next() < (bare ? share * 2 : share)
    let county = filter(0.3) ? pick(next, counties) : null
    const size = filter(0.35) ? pick(next, companySizes) : null
    const minAmount = filter(0.15) ? pick(next, [20_000, 50_000, 100_000, 200_000, 500_000]) : null
    if (bare && !county && !size && !minAmount) county = pick(next, counties)
    alerts.push({
      id,
      email: `pretplatnik-${id}@bench.example`,
      locale: weighted(next, [
        ['hr', 80],
        ['en', 15],
        ['de', 5],
      ] as const),
      frequency: next() < 0.25 ? 'weekly' : 'instant',
      codes: [...codes],
      version,
      county,
      size,
      programme: next() < 0.04 ? pick(next, programmes) : null,
      minAmount,
    })
  }
  return alerts
}

/**
 * The new call the fan-out is timed on: a national digitalisation grant for micro, small and
 * medium companies up to €150,000, for software and IT services (division 62), information
 * services (63.1) and software publishing (58.2), also tagged in NKD 2025.
 */
export const benchCall = {
  fundName: 'Digitalizacija malih i srednjih poduzeća (bench)',
  shortDescription: 'Bespovratna sredstva za uvođenje digitalnih rješenja u poslovanje.',
  codes: [
    { code: '62', classification: 'nkd2007' },
    { code: '63.1', classification: 'nkd2007' },
    { code: '58.2', classification: 'nkd2007' },
    { code: '62.10', classification: 'nkd2025' },
  ] as const,
  applicantTypes: ['micro', 'small', 'medium'] as const,
  amountMin: 10_000,
  amountMax: 150_000,
}
