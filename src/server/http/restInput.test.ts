import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { checkRestInput } from './restInput'

/** Routes as Payload registers them: the collection's own first, then auth, uploads, defaults. */
const defaults = [
  ['get', '/count'],
  ['post', '/'],
  ['delete', '/:id'],
  ['post', '/access/:id?'],
  ['get', '/versions'],
  ['post', '/:id/duplicate'],
  ['get', '/'],
  ['get', '/:id'],
  ['get', '/versions/:id'],
  ['post', '/versions/:id'],
  ['patch', '/'],
  ['patch', '/:id'],
]
const auth = [
  ['post', '/login'],
  ['get', '/me'],
  ['post', '/verify/:id'],
]
const upload = [
  ['get', '/paste-url/:id?'],
  ['get', '/file/:filename'],
]
const endpoints = (...lists: string[][][]) =>
  lists.flat().map(([method, path]) => ({ method, path, handler: () => new Response() }))

const config = {
  collections: [
    {
      slug: 'funding-calls',
      versions: { drafts: true },
      flattenedFields: [
        { name: 'title', type: 'text' },
        { name: 'deadline', type: 'date' },
        { name: 'amount', type: 'number' },
        { name: 'status', type: 'select', options: ['open', 'closed'] },
        { name: 'codes', type: 'text', hasMany: true },
        { name: 'place', type: 'point' },
        { name: 'layout', type: 'blocks', blocks: [] },
        { name: 'programme', type: 'relationship', relationTo: 'programmes' },
        {
          name: 'check',
          type: 'group',
          flattenedFields: [{ name: 'checkedAt', type: 'date' }],
        },
      ],
      endpoints: endpoints([['post', '/:id/view']], defaults),
    },
    {
      slug: 'programmes',
      flattenedFields: [{ name: 'opensAt', type: 'date' }],
      endpoints: endpoints(defaults),
    },
    { slug: 'media', flattenedFields: [], endpoints: endpoints(upload, defaults) },
    { slug: 'users', flattenedFields: [], endpoints: endpoints(auth, defaults) },
  ],
  globals: [{ slug: 'site-settings', flattenedFields: [], endpoints: [] }],
} as unknown as SanitizedConfig

const check = (method: string, path: string, search = '') =>
  checkRestInput(config, method, path, search)?.status ?? 'passes'

describe('ids on the routes Payload answers by id', () => {
  it('refuse a word or an id too large for the database where Payload would look it up', () => {
    expect(check('GET', '/api/funding-calls/abc')).toBe(404)
    expect(check('GET', '/api/funding-calls/2147483648')).toBe(404)
    expect(check('PATCH', '/api/funding-calls/abc')).toBe(404)
    expect(check('GET', '/api/funding-calls/versions/abc')).toBe(404)
    expect(check('POST', '/api/funding-calls/access/abc')).toBe(404)
    expect(check('GET', '/api/funding-calls/12')).toBe('passes')
    expect(check('POST', '/api/funding-calls/access')).toBe('passes')
  })

  it('read a word as an id where no route of that method has it: /access, /file, /login by GET', () => {
    // POST /access answers what one may do; by GET, Payload looks up a document "access".
    expect(check('GET', '/api/funding-calls/access')).toBe(404)
    expect(check('GET', '/api/users/access')).toBe(404)
    expect(check('GET', '/api/users/me')).toBe('passes')
    expect(check('GET', '/api/funding-calls/me')).toBe(404)
    // /file/:filename needs its name, else /file is an id.
    expect(check('GET', '/api/media/file')).toBe(404)
    expect(check('GET', '/api/media/file/x.jpg')).toBe('passes')
    expect(check('GET', '/api/users/login')).toBe(404)
    expect(check('POST', '/api/users/login')).toBe('passes')
    expect(check('HEAD', '/api/funding-calls/count')).toBe('passes')
    expect(check('GET', '/api/funding-calls/COUNT')).toBe('passes')
    // Encoded, a word is no longer Payload's route but an id.
    expect(check('GET', '/api/funding-calls/%63ount')).toBe(404)
  })

  it('leave the ids of the site’s routes and tokens to their routes', () => {
    expect(check('POST', '/api/funding-calls/abc/view')).toBe('passes')
    expect(check('POST', '/api/users/verify/a1b2c3')).toBe('passes')
  })

  it('answer 404 for a segment that cannot be decoded and for versions of a collection without', () => {
    expect(check('GET', '/api/funding-calls/%E0%A4%A')).toBe(404)
    expect(check('GET', '/api/media/versions')).toBe(404)
    expect(check('GET', '/api/funding-calls/versions')).toBe('passes')
  })
})

describe('query values checked against their fields', () => {
  it('refuse values that do not fit, on lists and counts', () => {
    expect(check('GET', '/api/funding-calls', '?where[deadline][equals]=notadate')).toBe(400)
    expect(check('GET', '/api/funding-calls/count', '?where[id][in]=1,abc')).toBe(400)
    expect(check('GET', '/api/funding-calls', '?where[programme][equals]=x')).toBe(400)
    expect(check('GET', '/api/funding-calls', '?where[deadline][equals]=2026-01-01')).toBe('passes')
  })

  it('refuse near, within and intersects except on a point, and all everywhere', () => {
    for (const operator of ['near', 'within', 'intersects', 'all']) {
      for (const field of ['id', 'title', 'deadline', 'codes', 'programme', 'nope', 'a.b']) {
        const search = `?where[${field}][${operator}]=1,2`
        expect(check('GET', '/api/funding-calls', search), search).toBe(400)
        expect(check('GET', '/api/funding-calls/count', search), search).toBe(400)
      }
    }
    expect(check('GET', '/api/funding-calls', '?where[place][all]=1,2')).toBe(400)
    expect(check('GET', '/api/funding-calls', '?where[place][near]=a,b,c')).toBe(400)
    expect(check('GET', '/api/funding-calls', '?where[place][near]=15.9,45.8,1000')).toBe('passes')
    expect(check('GET', '/api/funding-calls', '?where[or][0][title][near]=1,2')).toBe(400)
  })

  it('refuse text patterns on what is not text, except like where Payload reads it as equals', () => {
    for (const operator of ['like', 'not_like', 'contains']) {
      for (const field of ['deadline', 'status', 'check.checkedAt', 'layout']) {
        const search = `?where[${field}][${operator}]=x`
        expect(check('GET', '/api/funding-calls', search), search).toBe(400)
      }
      expect(check('GET', '/api/funding-calls', `?where[title][${operator}]=x`)).toBe('passes')
    }
    expect(check('GET', '/api/funding-calls', '?where[amount][like]=12')).toBe('passes')
    expect(check('GET', '/api/funding-calls', '?where[amount][like]=x')).toBe(400)
    expect(check('GET', '/api/funding-calls', '?where[programme][like]=x')).toBe(400)
    expect(check('GET', '/api/funding-calls', '?where[amount][contains]=12')).toBe(400)
  })

  it('refuse a list or an object where one value belongs, and any query on a list of blocks', () => {
    const list = (field: string, operator: string) =>
      `?where[${field}][${operator}][0]=a&where[${field}][${operator}][1]=b`
    for (const operator of ['equals', 'not_equals', 'less_than', 'like']) {
      expect(check('GET', '/api/funding-calls', list('title', operator)), operator).toBe(400)
      expect(check('GET', '/api/funding-calls', `?where[title][${operator}][a]=1`)).toBe(400)
    }
    expect(check('GET', '/api/funding-calls', list('title', 'in'))).toBe('passes')
    expect(check('GET', '/api/funding-calls', list('codes', 'contains'))).toBe('passes')
    expect(check('GET', '/api/funding-calls', '?where[programme][equals][value]=3')).toBe('passes')
    expect(check('GET', '/api/funding-calls', '?where[layout][exists]=true')).toBe(400)
  })

  it('check a field through a relation and in a group, and and/or in any case', () => {
    expect(check('GET', '/api/funding-calls', '?where[programme.opensAt][equals]=x')).toBe(400)
    expect(check('GET', '/api/funding-calls', '?where[check.checkedAt][equals]=x')).toBe(400)
    expect(check('GET', '/api/funding-calls', '?where[AND][0][deadline][equals]=x')).toBe(400)
    expect(check('GET', '/api/funding-calls', '?where[Or][0][title][all]=x')).toBe(400)
    expect(check('GET', '/api/funding-calls', '?where[programme.opensAt][equals]=2026-01-01')).toBe(
      'passes',
    )
  })

  it('read an encoded `where` as Payload does, and leave keys that are no operators alone', () => {
    expect(check('GET', '/api/funding-calls', '?%77here[title][all]=1')).toBe(400)
    expect(check('GET', '/api/funding-calls', '?where[title][whatever][a]=1')).toBe('passes')
  })
})
