import { describe, expect, it } from 'vitest'

import { activeFilters } from './activeFilters'
import { readCatalogueFilters } from './rules/catalogueFilters'

const filters = (query: string) => readCatalogueFilters(new URLSearchParams(query))

describe('activeFilters', () => {
  it('names each chosen filter in the order of the form, and what removes it', () => {
    const active = activeFilters(
      'hr',
      filters(
        'closes=30&max=200000&min=50000&programme=3&applicant=small&county=istarska&code=62.01&q=turizam&status=open',
      ),
      'Nacionalni plan oporavka i otpornosti',
    )
    expect(active.map((filter) => filter.key)).toEqual([
      'q',
      'code',
      'county',
      'applicant',
      'programme',
      'min',
      'max',
      'closes',
    ])
    const labels = active.map((filter) => filter.label)
    expect(labels).toContain('NKD 62.01')
    expect(labels).toContain('Istarska županija')
    expect(labels).toContain('Nacionalni plan oporavka i otpornosti')
    expect(labels.join(' ')).toContain('50.000')
    expect(labels[0]).toContain('turizam')
    expect(active.find((filter) => filter.key === 'county')!.without).toEqual({ county: null })
  })

  it('writes amounts and names in the visitor’s language', () => {
    const query = 'county=grad-zagreb&min=50000'
    expect(activeFilters('en', filters(query), null).map((filter) => filter.label)).toEqual([
      'City of Zagreb',
      'From €50,000',
    ])
    expect(activeFilters('de', filters(query), null).map((filter) => filter.label)).toEqual([
      'Stadt Zagreb',
      // Intl writes a no-break space before the euro sign.
      'Von 50.000\u00a0€',
    ])
  })

  it('says nothing for the unfiltered list, and names an unknown programme generically', () => {
    expect(activeFilters('hr', filters('status=closed&sort=amount'), null)).toEqual([])
    expect(activeFilters('en', filters('programme=99'), null)[0]!.label).toBe('Programme')
  })
})
