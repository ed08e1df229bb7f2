import { describe, expect, it } from 'vitest'

import { bookingQuery } from './bookingQuery'

describe('the booking page’s query', () => {
  it('keeps a day that exists', () => {
    expect(bookingQuery({ day: '2026-12-07' }).day).toBe('2026-12-07')
    expect(bookingQuery({ day: ['2028-02-29', '2026-12-08'] }).day).toBe('2028-02-29')
  })

  it('leaves out a day that is no date, so the page shows the first free day', () => {
    for (const day of ['2026-13-45', '2026-02-30', '2027-02-29', '2026-00-10', '2026-1-5', 'x']) {
      expect(bookingQuery({ day }).day, day).toBeNull()
    }
  })
})
