import { describe, expect, it } from 'vitest'

import type { Alert } from '@/payload-types'

import { alertFormFromAlert, alertFormFromQuery, followedCall } from './alertForm'

describe('alertFormFromQuery', () => {
  it('reads the catalogue’s parameters into the alert form', () => {
    expect(
      alertFormFromQuery(
        {
          code: '62.01',
          version: 'nkd2025',
          county: 'istarska',
          applicant: 'small',
          programme: '4',
          min: '50000',
        },
        'en',
      ),
    ).toEqual({
      code: '62.01',
      moreCodes: '',
      version: 'nkd2025',
      county: 'istarska',
      size: 'small',
      programme: 4,
      minAmount: 50_000,
      frequency: 'instant',
      language: 'en',
      call: null,
    })
  })

  it('prefers `size`, and drops applicants that are no company size', () => {
    expect(alertFormFromQuery({ size: 'micro', applicant: 'large' }, 'hr').size).toBe('micro')
    expect(alertFormFromQuery({ applicant: 'crafts' }, 'hr').size).toBeNull()
  })

  it('leaves out what it cannot read, and takes the first of repeated values', () => {
    const values = alertFormFromQuery(
      {
        code: '6201',
        version: 'nkd1999',
        county: 'atlantida',
        programme: '-3',
        min: '12.5',
        call: ['7', '8'],
        language: 'fr',
        frequency: 'daily',
      },
      'de',
    )
    expect(values).toMatchObject({
      code: '',
      version: 'nkd2007',
      county: null,
      programme: null,
      minAmount: null,
      call: 7,
      language: 'de',
      frequency: 'instant',
    })
  })
})

describe('alertFormFromAlert', () => {
  const alert = {
    id: 3,
    email: 'ana@primjer.hr',
    locale: 'de',
    status: 'active',
    frequency: 'weekly',
    codes: [
      { code: '62.01', classification: 'nkd2025' },
      { code: '63.11', classification: 'nkd2025' },
      { code: '58', classification: 'nkd2025' },
    ],
    county: 'grad-zagreb',
    size: null,
    programme: { id: 5 },
    minAmount: 10_000,
    call: null,
    consentAt: '2026-11-26T10:00:00.000Z',
    consentText: 'alerts-2026-11',
    salt: 'x',
    updatedAt: '2026-11-26T10:00:00.000Z',
    createdAt: '2026-11-26T10:00:00.000Z',
  } as unknown as Alert

  it('puts the first code in the combobox and the others in the typed field', () => {
    expect(alertFormFromAlert(alert)).toEqual({
      code: '62.01',
      moreCodes: '63.11, 58',
      version: 'nkd2025',
      county: 'grad-zagreb',
      size: null,
      programme: 5,
      minAmount: 10_000,
      frequency: 'weekly',
      language: 'de',
    })
  })

  it('tells a followed call by its id, populated or not', () => {
    expect(followedCall({ call: null })).toBeNull()
    expect(followedCall({ call: 12 })).toBe(12)
    expect(followedCall({ call: { id: 12 } as never })).toBe(12)
  })
})
