import { describe, expect, it } from 'vitest'

import {
  activityCodeName,
  demoCodeLinks,
  demoCodes2007,
  demoCodes2025,
  demoKeywords,
  namedActivityCodes,
} from './activityCodes'

/** The codes the site's funding calls use: each must have a name in every language. */
const usedCodes = [
  '01',
  '01.1',
  '01.13',
  '01.2',
  '01.4',
  '01.50',
  '01.61',
  '10',
  '10.13',
  '10.39',
  '10.7',
  '10.71',
  '10.89',
  '11.02',
  '14.13',
  '14.19',
  '15.12',
  '16',
  '16.10',
  '16.23',
  '16.29',
  '17.12',
  '20',
  '20.16',
  '21.20',
  '22.2',
  '22.29',
  '23.41',
  '25',
  '25.11',
  '25.62',
  '26',
  '26.5',
  '26.51',
  '27',
  '28',
  '28.99',
  '31.0',
  '31.01',
  '32.12',
  '33',
  '33.12',
  '38.11',
  '38.3',
  '41',
  '41.20',
  '43',
  '43.2',
  '43.21',
  '43.3',
  '45.20',
  '47',
  '47.11',
  '47.79',
  '47.91',
  '49.32',
  '49.41',
  '52.10',
  '53.20',
  '55',
  '55.10',
  '55.20',
  '55.30',
  '56',
  '56.10',
  '56.29',
  '58.11',
  '58.21',
  '59.11',
  '62',
  '62.01',
  '62.02',
  '63.11',
  '71.11',
  '71.12',
  '71.20',
  '72.1',
  '72.19',
  '73.11',
  '74.10',
  '77.21',
  '79.12',
  '79.90',
  '81.30',
  '86.90',
  '88',
  '90.0',
  '93.19',
  '93.29',
  '95',
  '95.2',
  '95.23',
  '96',
  '96.0',
  '96.02',
]

const locales = ['hr', 'en', 'de'] as const

describe('activity code names', () => {
  it('name every code the calls use, in every language, without stray spaces', () => {
    expect(usedCodes).toHaveLength(95)
    for (const code of usedCodes) {
      for (const locale of locales) {
        const name = activityCodeName(locale, code)
        expect(name, `${code} ${locale}`).toBeTruthy()
        expect(name, `${code} ${locale}`).toBe(name?.trim())
      }
    }
  })

  it('name exactly the codes the calls use', () => {
    expect([...namedActivityCodes].sort()).toEqual([...usedCodes].sort())
  })

  it('give the official titles', () => {
    expect(activityCodeName('hr', '62.01')).toBe('Računalno programiranje')
    expect(activityCodeName('en', '62.01')).toBe('Computer programming activities')
    expect(activityCodeName('de', '62.01')).toBe('Programmierungstätigkeiten')
    expect(activityCodeName('hr', '10.71')).toBe(
      'Proizvodnja kruha; proizvodnja svježih peciva, slastičarskih proizvoda i kolača',
    )
    expect(activityCodeName('en', '55.10')).toBe('Hotels and similar accommodation')
  })

  it('give null for a code without a name', () => {
    for (const locale of locales) {
      expect(activityCodeName(locale, '99.99')).toBeNull()
      expect(activityCodeName(locale, '')).toBeNull()
    }
  })

  it('are keyed by divisions, groups and classes only', () => {
    for (const code of [...namedActivityCodes, ...Object.keys(demoCodes2025)]) {
      expect(code).toMatch(/^\d{2}(?:\.\d{1,2})?$/)
    }
  })

  it('give keywords only to demo codes', () => {
    for (const code of Object.keys(demoKeywords)) {
      expect(demoCodes2007[code] ?? demoCodes2025[code], code).toBeDefined()
    }
  })

  it('pair only demo codes of each version', () => {
    for (const [from, to] of demoCodeLinks) {
      expect(demoCodes2007[from], from).toBeDefined()
      expect(demoCodes2025[to], to).toBeDefined()
    }
  })
})
