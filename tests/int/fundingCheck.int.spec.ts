import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { fundingCheckLimit, runFundingCheck } from '@/features/funding-check/service'

import { deleteAll, getTestPayload } from './payload'

let payload: Payload
const day = 24 * 60 * 60 * 1000
const daysFromNow = (days: number) => new Date(Date.now() + days * day).toISOString()
const validOib = '69435151530'
let key = 0
const nextKey = () => `int-${Date.now()}-${key++}`

async function createCall(fundName: string, deadline: string, codes: string[]) {
  return payload.create({
    collection: 'funding-calls',
    data: {
      fundName,
      shortDescription: 'Opis.',
      deadline,
      nkdCodes: codes.map((code) => ({ code })),
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
    expect(Object.keys(result.opportunities[0]!).sort()).toEqual([
      'deadline',
      'fundName',
      'funding',
      'id',
    ])
  })

  it('answers an empty list for a code no open call has', async () => {
    expect(
      await runFundingCheck(payload, 'en', { oib: validOib, nkd: '01.11' }, nextKey()),
    ).toEqual({
      status: 'results',
      opportunities: [],
    })
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
