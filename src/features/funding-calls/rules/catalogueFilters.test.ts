import { describe, expect, it } from 'vitest'

import { catalogueQuery, isDefaultCatalogue, readCatalogueFilters } from './catalogueFilters'

const read = (query: string) => readCatalogueFilters(new URLSearchParams(query))

describe('catalogue filters in the URL', () => {
  it('default to current calls, soonest deadline first, first page', () => {
    const filters = read('')
    expect(filters).toEqual({
      q: null,
      code: null,
      version: 'nkd2007',
      county: null,
      applicant: null,
      programme: null,
      min: null,
      max: null,
      status: 'current',
      closesWithin: null,
      sort: 'deadline',
      page: 1,
    })
    expect(isDefaultCatalogue(filters)).toBe(true)
    expect(catalogueQuery(filters)).toBe('')
  })

  it('read every filter, and write them back in one order', () => {
    const filters = read(
      'page=2&sort=amount&closes=30&status=open&max=200000&min=10000&programme=3&applicant=crafts&county=osjecko-baranjska&code=62.0&q=  poduzetništvo   žena ',
    )
    expect(filters).toMatchObject({
      q: 'poduzetništvo žena',
      code: '62.0',
      county: 'osjecko-baranjska',
      applicant: 'crafts',
      programme: 3,
      min: 10000,
      max: 200000,
      status: 'open',
      closesWithin: 30,
      sort: 'amount',
      page: 2,
    })
    expect(catalogueQuery(filters)).toBe(
      '?q=poduzetni%C5%A1tvo+%C5%BEena&code=62.0&county=osjecko-baranjska&applicant=crafts&programme=3&min=10000&max=200000&status=open&closes=30&sort=amount&page=2',
    )
    expect(read(catalogueQuery(filters).slice(1))).toEqual(filters)
  })

  it('drop values that cannot be read instead of refusing the page', () => {
    expect(
      read(
        'code=6201&county=atlantis&applicant=x&programme=-1&min=abc&status=all&closes=14&sort=random&page=0',
      ),
    ).toEqual(read(''))
    expect(read('status=&sort=&page=&code=')).toEqual(read(''))
    expect(read('q=' + 'x'.repeat(101)).q).toBeNull()
    expect(read('q=%20%20').q).toBeNull()
  })

  it('read a range given the wrong way round the right way round', () => {
    expect(read('min=50000&max=1000')).toMatchObject({ min: 1000, max: 50000 })
  })

  it('keep the classification version with a code, and only with one', () => {
    expect(catalogueQuery(read('version=nkd2025&code=62.10'))).toBe('?code=62.10&version=nkd2025')
    expect(catalogueQuery(read('version=nkd2025'))).toBe('')
    expect(read('code=62.10&version=nace').version).toBe('nkd2007')
  })
})
