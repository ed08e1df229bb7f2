import { describe, expect, it } from 'vitest'

import { checklistItems, checklistProgress, toggleItem, type ChecklistItem } from './checklist'

describe('document checklist', () => {
  it('lists the eight documents of the spec', () => {
    expect(checklistItems).toEqual([
      'business-plan',
      'financial-projections',
      'company-registration',
      'tax-certificate',
      'id-documents',
      'bank-statement',
      'property-documents',
      'permits-licences',
    ])
  })

  it('starts at 0/8 and completes at 8/8', () => {
    expect(checklistProgress([])).toEqual({ done: 0, total: 8, percent: 0, complete: false })
    expect(checklistProgress(['business-plan', 'tax-certificate', 'bank-statement'])).toEqual({
      done: 3,
      total: 8,
      percent: 38,
      complete: false,
    })
    expect(checklistProgress(checklistItems)).toEqual({
      done: 8,
      total: 8,
      percent: 100,
      complete: true,
    })
  })

  it('counts each known item once', () => {
    expect(checklistProgress(['business-plan', 'business-plan', 'unknown']).done).toBe(1)
  })

  it('toggles an item on and off, keeping the checklist order', () => {
    let checked: ChecklistItem[] = []
    checked = toggleItem(checked, 'permits-licences')
    checked = toggleItem(checked, 'business-plan')
    expect(checked).toEqual(['business-plan', 'permits-licences'])
    checked = toggleItem(checked, 'permits-licences')
    expect(checked).toEqual(['business-plan'])
    expect(checklistProgress(checked).done).toBe(1)
  })
})
