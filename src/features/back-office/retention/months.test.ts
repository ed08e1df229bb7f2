import { describe, expect, it } from 'vitest'

import { leadRetentionMonths } from './months'

describe('the retention period the privacy page states', () => {
  it('is LEAD_RETENTION_MONTHS, 24 when unset, and refuses a period out of range', () => {
    expect(leadRetentionMonths({})).toBe(24)
    expect(leadRetentionMonths({ LEAD_RETENTION_MONTHS: '36' })).toBe(36)
    expect(() => leadRetentionMonths({ LEAD_RETENTION_MONTHS: '0' })).toThrow(
      /LEAD_RETENTION_MONTHS must be a number of months from 1 to 120/,
    )
  })
})
