import { parse } from 'qs-esm'
import { describe, expect, it } from 'vitest'

import { exportHref } from './exportLink'

describe('the export link of a list in /admin', () => {
  it('carries the list’s filter, sort and search, and leaves its page and columns behind', () => {
    const list = new URLSearchParams(
      'limit=10&page=3&sort=-createdAt&search=Čačić&columns=%5B%22email%22%5D' +
        '&where%5Bor%5D%5B0%5D%5Band%5D%5B0%5D%5Bstage%5D%5Bequals%5D=new',
    )
    const href = exportHref('/api', 'leads', 'xlsx', list)
    const url = new URL(href, 'http://localhost')
    expect(url.pathname).toBe('/api/leads/export')
    // Read back as Payload reads a query string (qs).
    expect(parse(url.search, { ignoreQueryPrefix: true, depth: 10, arrayLimit: 1000 })).toEqual({
      format: 'xlsx',
      sort: '-createdAt',
      search: 'Čačić',
      where: { or: [{ and: [{ stage: { equals: 'new' } }] }] },
    })
  })

  it('exports the whole list when it has no query', () => {
    expect(
      exportHref('https://fondium.example/api', 'bookings', 'csv', new URLSearchParams()),
    ).toBe('https://fondium.example/api/bookings/export?format=csv')
  })
})
