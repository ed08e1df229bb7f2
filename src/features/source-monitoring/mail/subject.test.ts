import { describe, expect, it } from 'vitest'

import { translator } from '@/i18n/translator'

/** The subject of the editors' mail for `count` changed pages. */
const subjectIn = (locale: 'hr' | 'en' | 'de') => (count: number) =>
  translator(locale, 'SourceMail')('subject', { count })

describe("the editors' mail about changed sources", () => {
  it('counts the pages in the subject with Croatian plurals', () => {
    const subject = subjectIn('hr')
    expect(subject(1)).toBe('Natječaji za pregled: 1 službena stranica se promijenila')
    expect(subject(21)).toBe('Natječaji za pregled: 21 službena stranica se promijenila')
    expect(subject(3)).toBe('Natječaji za pregled: 3 službene stranice su se promijenile')
    expect(subject(24)).toBe('Natječaji za pregled: 24 službene stranice su se promijenile')
    expect(subject(5)).toBe('Natječaji za pregled: 5 službenih stranica se promijenilo')
    expect(subject(12)).toBe('Natječaji za pregled: 12 službenih stranica se promijenilo')
  })

  it('says the same in English and German', () => {
    expect(subjectIn('en')(1)).toBe('Calls to review: 1 official page has changed')
    expect(subjectIn('en')(2)).toBe('Calls to review: 2 official pages have changed')
    expect(subjectIn('de')(1)).toBe(
      'Ausschreibungen zur Prüfung: 1 offizielle Seite hat sich geändert',
    )
    expect(subjectIn('de')(4)).toBe(
      'Ausschreibungen zur Prüfung: 4 offizielle Seiten haben sich geändert',
    )
  })
})
