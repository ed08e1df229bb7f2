import { describe, expect, it } from 'vitest'

import { namespaceTranslator } from './namespaceTranslator'
import { namespaceMessages, translator } from './translator'

/**
 * The /admin views' sentences are ICU messages now (they were functions and `{name}` fills in
 * per-feature modules): the same words come out for the values the views put in.
 */
describe('the /admin views’ messages', () => {
  it('build the dashboard’s sentences from the figures formatted in code', () => {
    const hr = translator('hr', 'Dashboard')
    expect(hr('period', { from: '1. 12. 2025.', to: '22. 2. 2026.' })).toBe(
      'Zadnjih 12 tjedana: 1. 12. 2025. – 22. 2. 2026. (po zagrebačkom vremenu).',
    )
    expect(hr('weekLabel', { week: 8 })).toBe('8. tj.')
    expect(translator('en', 'Dashboard')('weekLabel', { week: 8 })).toBe('W8')
    expect(translator('de', 'Dashboard')('weekLabel', { week: 48 })).toBe('KW 48')
    expect(
      translator('en', 'Dashboard')('conversionNote', { leads: '1,200', won: '3', lost: '0' }),
    ).toBe('Of the 1,200 leads of the last 12 weeks, 3 won and 0 lost.')
    expect(hr('series.funding-check')).toBe('Provjera financiranja')
    expect(hr.has('series.newsletter' as 'series.contact')).toBe(false)
    expect(translator('de', 'Dashboard')('bookingState.no-show')).toBe('Nicht erschienen')
  })

  it('name the agenda’s statuses and count the calls marked not relevant', () => {
    expect(translator('hr', 'BookingAdmin')('statusNames.cancelled')).toBe('Otkazano')
    expect(translator('en', 'BookingAdmin')('status')).toBe('Status')
    expect(translator('hr', 'AlertsAdmin')('count', { n: 2, sent: 1234 })).toMatch(
      /^2 od 1234 pretplatnika kojima je natječaj poslan označilo ga je kao nerelevantnog\./,
    )
  })

  it('give the browser one namespace, whose counts are numbers of the admin language', () => {
    const messages = namespaceMessages('de', 'CallImportsAdmin')
    expect(Object.keys(messages)).toContain('fields')
    const de = namespaceTranslator('de', 'CallImportsAdmin', messages)
    expect(de('apply', { count: 12 })).toBe('Import anwenden (12 Ausschreibungen)')
    expect(de('more', { shown: 500, count: 1234 })).toBe(
      'Die ersten 500 von 1.234 Zeilen werden angezeigt.',
    )
    expect(de('fields.amountMax')).toBe('Höchstbetrag')
    const hr = namespaceTranslator('hr', 'PrivacyAdmin', namespaceMessages('hr', 'PrivacyAdmin'))
    expect(hr('found', { email: 'ana@primjer.hr', total: 3 })).toBe(
      'Za ana@primjer.hr pronađeno zapisa: 3.',
    )
  })
})
