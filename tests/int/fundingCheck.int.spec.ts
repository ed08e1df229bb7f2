import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { fundingCheckLimit, runFundingCheck } from '@/features/funding-check/service'

import { deleteAll, getTestPayload } from './payload'

let payload: Payload
const day = 24 * 60 * 60 * 1000
const daysFromNow = (days: number) => new Date(Date.now() + days * day).toISOString()
const validOib = '69435151530'
let key = 0
const nextKey = () => `int-${Date.now()}-${key++}`

async function createCall(
  fundName: string,
  deadline: string,
  codes: string[],
  more: { counties?: ('istarska' | 'zadarska')[]; applicantTypes?: ('small' | 'micro')[] } = {},
) {
  return payload.create({
    collection: 'funding-calls',
    data: {
      fundName,
      shortDescription: 'Opis.',
      deadline,
      nkdCodes: codes.map((code) => ({ code })),
      ...more,
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  await deleteAll(payload, 'funding-calls')
  await createCall('Zatvoreni IT natječaj', daysFromNow(-2), ['62.01'])
  await createCall('IT natječaj s kasnim rokom', daysFromNow(90), ['62.01', '62.02'])
  await createCall('IT natječaj s ranim rokom', daysFromNow(5), ['62.02', '62.01'])
  await createCall('Natječaj za pekare', daysFromNow(30), ['10.71'])
  await createCall('Prehrana u Istri', daysFromNow(30), ['10'], {
    counties: ['istarska'],
    applicantTypes: ['small'],
  })
  await createCall('Pekarstvo u Zadru', daysFromNow(30), ['10.7'], {
    counties: ['zadarska'],
    applicantTypes: ['small', 'micro'],
  })
})

describe('funding check', () => {
  it('finds the open calls with the activity code, earliest deadline first', async () => {
    const result = await runFundingCheck(
      payload,
      'hr',
      { oib: validOib, nkd: ' 62.01 ' },
      nextKey(),
    )
    expect(result.status).toBe('results')
    if (result.status !== 'results') return
    expect(result.opportunities.map((call) => call.fundName)).toEqual([
      'IT natječaj s ranim rokom',
      'IT natječaj s kasnim rokom',
    ])
    // The answer keeps its first fields and adds days left and why the call fits.
    expect(Object.keys(result.opportunities[0]!).sort()).toEqual([
      'daysLeft',
      'daysLeftLabel',
      'deadline',
      'deadlineLabel',
      'fundName',
      'funding',
      'id',
      'match',
      'reasons',
    ])
    expect(result.opportunities[0]).toMatchObject({
      daysLeft: 5,
      daysLeftLabel: 'Još 5 dana',
      match: { codes: ['62.01'], county: null, size: null },
      reasons: ['Natječaj navodi vašu djelatnost 62.01.'],
    })
  })

  it('matches by division and group, and narrows by county and company size', async () => {
    const names = async (input: Record<string, string>, locale: 'hr' | 'en' = 'hr') => {
      const result = await runFundingCheck(payload, locale, { oib: validOib, ...input }, nextKey())
      return result.status === 'results' ? result.opportunities : []
    }
    expect((await names({ nkd: '10.71' })).map((call) => call.fundName)).toEqual([
      'Natječaj za pekare',
      'Prehrana u Istri',
      'Pekarstvo u Zadru',
    ])
    const istria = await names({ nkd: '10.71', county: 'istarska', size: 'small' }, 'en')
    expect(istria.map((call) => call.fundName)).toEqual(['Prehrana u Istri'])
    expect(istria[0]!.reasons).toEqual([
      'The call covers your activity 10.71 with its code 10.',
      'Open in your county: Istria County.',
      'Eligible applicants include: Small enterprises.',
    ])
    const micro = await names({ nkd: '10.71', size: 'micro' })
    expect(micro.map((call) => call.fundName)).toEqual(['Pekarstvo u Zadru'])
    const anywhere = await names({ nkd: '10.71', county: 'zadarska' })
    expect(anywhere.map((call) => [call.fundName, call.match.county])).toEqual([
      ['Natječaj za pekare', 'all'],
      ['Pekarstvo u Zadru', 'zadarska'],
    ])
    expect(anywhere[0]!.reasons).toContain('Otvoren za cijelu Hrvatsku.')
  })

  it('finds, for an NKD 2025 code, the calls tagged with its NKD 2007 codes, and says so in the visitor’s language', async () => {
    await deleteAll(payload, 'activity-code-links')
    // NKD 2025 10.71 (bread) is paired with NKD 2007 10.71; 62.10 with 62.01 and 62.02.
    for (const [code2007, code2025] of [
      ['10.71', '10.71'],
      ['62.01', '62.10'],
      ['62.02', '62.10'],
    ] as const) {
      await payload.create({
        collection: 'activity-code-links',
        data: { code2007, code2025 },
        context: { disableRevalidate: true },
      })
    }
    // The process trusts the pairs it has read for ten seconds; these are new.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000)
    const result = await runFundingCheck(
      payload,
      'en',
      { oib: validOib, nkd: '62.10', version: 'nkd2025' },
      nextKey(),
    )
    vi.restoreAllMocks()
    expect(result).toMatchObject({
      status: 'results',
      profile: { code: '62.10', version: 'nkd2025' },
      correspondence:
        'By the official correspondence table, your code 62.10 (NKD 2025) corresponds to these codes: 62.01, 62.02 (NKD 2007). Calls tagged with those codes are shown too.',
    })
    if (result.status !== 'results') return
    expect(result.opportunities.map((call) => [call.fundName, call.match.codes])).toEqual([
      ['IT natječaj s ranim rokom', ['62.02 (NKD 2007)', '62.01 (NKD 2007)']],
      ['IT natječaj s kasnim rokom', ['62.01 (NKD 2007)', '62.02 (NKD 2007)']],
    ])
    // An NKD 2007 code the table does not list finds only its own calls, and says nothing more.
    const plain = await runFundingCheck(payload, 'hr', { oib: validOib, nkd: '47.91' }, nextKey())
    expect(plain).toMatchObject({ status: 'results', correspondence: null })
    await deleteAll(payload, 'activity-code-links')
  })

  it('answers an empty list for a code no open call has', async () => {
    expect(
      await runFundingCheck(payload, 'en', { oib: validOib, nkd: '01.11' }, nextKey()),
    ).toEqual({
      status: 'results',
      profile: { code: '01.11', version: 'nkd2007', county: null, size: null },
      correspondence: null,
      opportunities: [],
    })
  })

  it('records each check for the firm anonymously: code, filters, calls found and day, never the OIB', async () => {
    await deleteAll(payload, 'funding-check-log')
    const shown = await runFundingCheck(
      payload,
      'hr',
      { oib: validOib, nkd: '10.71', county: 'zadarska', size: 'micro' },
      nextKey(),
    )
    const seen = shown.status === 'results' ? shown.opportunities.length : -1
    expect(seen).toBeGreaterThan(0)
    await runFundingCheck(payload, 'hr', { oib: validOib, nkd: '01.11' }, nextKey())
    await runFundingCheck(payload, 'hr', { oib: '69435151531', nkd: '62.01' }, nextKey())
    const { docs } = await payload.find({
      collection: 'funding-check-log',
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb' }).format(new Date())
    expect(
      docs.map(({ code, version, county, size, found, day }) => ({
        code,
        version,
        county,
        size,
        found,
        day,
      })),
    ).toEqual([
      {
        code: '10.71',
        version: 'nkd2007',
        county: 'zadarska',
        size: 'micro',
        found: seen,
        day: today,
      },
      { code: '01.11', version: 'nkd2007', county: null, size: null, found: 0, day: today },
    ])
    expect(JSON.stringify(docs)).not.toContain(validOib)
  })

  it('refuses missing fields, a wrong OIB check digit and a malformed code', async () => {
    expect(await runFundingCheck(payload, 'hr', {}, nextKey())).toEqual({
      status: 'invalid',
      errors: { oib: 'required', nkd: 'required' },
    })
    expect(
      await runFundingCheck(payload, 'hr', { oib: '69435151531', nkd: '6201' }, nextKey()),
    ).toEqual({
      status: 'invalid',
      errors: { oib: 'oibChecksum', nkd: 'nkdFormat' },
    })
    expect(
      await runFundingCheck(
        payload,
        'hr',
        { oib: validOib, nkd: '62.01', county: 'Slavonija' },
        nextKey(),
      ),
    ).toEqual({ status: 'invalid', errors: { county: 'choice' } })
  })

  it('limits each address, whatever it sends', async () => {
    const address = nextKey()
    const results = []
    for (let index = 0; index <= fundingCheckLimit.points; index++) {
      results.push(await runFundingCheck(payload, 'hr', { oib: '', nkd: '' }, address))
    }
    expect(results.slice(0, -1).every((result) => result.status === 'invalid')).toBe(true)
    expect(results.at(-1)).toMatchObject({ status: 'limited' })
    expect((await runFundingCheck(payload, 'hr', {}, nextKey())).status).toBe('invalid')
  })
})
