import { describe, expect, it } from 'vitest'

import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'

/** A duration as the timeline estimator writes it (TimelineEstimator.client.tsx). */
function weeks(locale: Locale, min: number, max = min) {
  const t = translator(locale, 'Tools')
  return min === max ? t('timeline.weeks', { max }) : t('timeline.weekRange', { min, max })
}

describe('the timeline estimator’s weeks', () => {
  it('agree the Croatian word with the last number', () => {
    expect(weeks('hr', 1)).toBe('1 tjedan')
    expect(weeks('hr', 2)).toBe('2 tjedna')
    expect(weeks('hr', 1, 2)).toBe('1–2 tjedna')
    expect(weeks('hr', 2, 4)).toBe('2–4 tjedna')
    expect(weeks('hr', 4, 8)).toBe('4–8 tjedana')
    expect(weeks('hr', 8, 12)).toBe('8–12 tjedana')
    expect(weeks('hr', 16, 26)).toBe('16–26 tjedana')
    expect(weeks('hr', 20, 22)).toBe('20–22 tjedna')
    expect(weeks('hr', 20, 21)).toBe('20–21 tjedan')
  })

  it('use singular and plural in English and German', () => {
    expect(weeks('en', 1)).toBe('1 week')
    expect(weeks('en', 9, 16)).toBe('9–16 weeks')
    expect(weeks('de', 1)).toBe('1 Woche')
    expect(weeks('de', 2)).toBe('2 Wochen')
  })
})
