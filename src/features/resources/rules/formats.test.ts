import { describe, expect, it } from 'vitest'

import { fileSize, formatOf } from './formats'

describe('download formats', () => {
  it('tells a spreadsheet from a PDF by its stored type', () => {
    expect(formatOf('application/pdf')).toBe('pdf')
    expect(formatOf('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(
      'excel',
    )
    expect(formatOf('application/vnd.ms-excel')).toBe('excel')
  })

  it('writes sizes in the page language', () => {
    expect(fileSize(840_000, 'hr')).toBe('840 kB')
    expect(fileSize(1_430_000, 'hr')).toBe('1,4 MB')
    expect(fileSize(1_430_000, 'en')).toBe('1.4 MB')
    expect(fileSize(120, 'de')).toBe('1 kB')
  })
})
