import type { CollectionSlug, Endpoint, FlattenedField, Payload } from 'payload'
import { validOperators } from 'payload/shared'
import { afterAll, beforeAll, expect } from 'vitest'

import { seedDemo } from '@/seed/seed'

import { serveApi } from './endpointServer'
import { deleteAllUsers, getTestPayload, userData } from './payload'
import { sessionToken } from './sessionToken'

/**
 * The walk of the API's surface (apiSurface*.int.spec.ts, one file per role so that the two run
 * side by side): every route Payload registers under /api, listed from the config (a new collection, global or
 * endpoint is walked without editing this file), requested by an anonymous visitor and by a
 * signed-in member with well-formed and malformed ids, queries and bodies, with the methods no
 * route of its address takes, and with addresses whose encoding is broken. None may answer with
 * a server error, and none may change data the role may not change.
 */

let payload: Payload
let server: Awaited<ReturnType<typeof serveApi>>
let memberId: number
let memberToken: string
let address = 0

const password = 'Ribnjak-Drava-7'
const nextAddress = () => `198.51.100.${(address++ % 250) + 1}, 10.0.0.1`

type Route = { method: string; path: string; collection?: CollectionSlug }

/** Every (method, path pattern) Payload answers, from the config. */
export function registeredRoutes(): Route[] {
  const routes: Route[] = []
  const add = (endpoints: false | Endpoint[] | undefined, prefix: string, slug?: string) => {
    for (const endpoint of endpoints || []) {
      routes.push({
        method: endpoint.method.toUpperCase(),
        path: `/api${prefix}${endpoint.path === '/' ? '' : endpoint.path}`,
        collection: slug as CollectionSlug | undefined,
      })
    }
  }
  for (const collection of payload.config.collections) {
    add(collection.endpoints, `/${collection.slug}`, collection.slug)
  }
  for (const global of payload.config.globals) add(global.endpoints, `/globals/${global.slug}`)
  add(payload.config.endpoints, '')
  return routes
}

/** The routes by what registers them: a collection, a global, or a root endpoint. */
function routeGroups(): Map<string, Route[]> {
  const groups = new Map<string, Route[]>()
  for (const route of registeredRoutes()) {
    const parts = route.path.split('/')
    const owner = parts[2] === 'globals' ? `globals/${parts[3]}` : (parts[2] ?? '')
    groups.set(owner, [...(groups.get(owner) ?? []), route])
  }
  return groups
}

/** Concrete paths for a pattern: real, malformed and unknown ids, hostile file names. */
async function concretePaths(route: Route): Promise<string[]> {
  let paths = [route.path]
  const existing = route.collection
    ? (
        await payload.find({
          collection: route.collection,
          limit: 1,
          depth: 0,
          overrideAccess: true,
          pagination: false,
        })
      ).docs[0]?.id
    : undefined
  const values: Record<string, string[]> = {
    id: [String(existing ?? 1), 'abc', '2147483648'],
    filename: ['x.jpg', '..%2F..%2Fetc%2Fpasswd'],
    key: ['nav', '%00'],
  }
  for (const [name, choices] of Object.entries(values)) {
    const param = new RegExp(`/:${name}(\\?)?`)
    paths = paths.flatMap((path) => {
      const match = param.exec(path)
      if (!match) return [path]
      const filled = choices.map((value) => path.replace(param, `/${value}`))
      return match[1] ? [...filled, path.replace(param, '')] : filled
    })
  }
  return paths
}

/** Queries an attacker would try on a list: malformed values for every kind of field. */
function hostileQueries(collection: CollectionSlug): string[] {
  const config = payload.collections[collection].config
  const queries = [
    'where[id][in]=1,2,abc',
    'where[id][equals]=abc',
    'where[createdAt][equals]=notadate',
    'where[updatedAt][greater_than]=2026-13-45',
    'where[id][exists]=maybe',
    'where[or][0][nope][equals]=1',
    'sort=-nope&limit=-5&page=abc&depth=abc&locale=xx&draft=maybe',
    'limit=100000&depth=100',
    'select[nope]=true&populate[nope]=true',
  ]
  for (const field of config.flattenedFields) {
    if (field.type === 'number') queries.push(`where[${field.name}][less_than]=abc`)
    if (field.type === 'date') queries.push(`where[${field.name}][in]=notadate,2026-01-01`)
    if (field.type === 'relationship' || field.type === 'upload') {
      queries.push(`where[${field.name}][equals]=abc`, `where[${field.name}][in]=1,x`)
    }
    if (field.type === 'checkbox') queries.push(`where[${field.name}][equals]=maybe`)
    if (field.type === 'select') queries.push(`where[${field.name}][equals]=zzz`)
    if (field.type === 'text' || field.type === 'email') {
      queries.push(`where[${field.name}][like]=a%00b`)
    }
    if (field.type === 'point') queries.push(`where[${field.name}][near]=a,b,c`)
  }
  // The operators the SQL databases lack for most fields, on the id and on a field: near,
  // within and intersects (points only) and all (none).
  const [field] = config.flattenedFields.filter((candidate) => candidate.name !== 'id')
  for (const name of ['id', field?.name ?? 'id', 'nope.deep']) {
    for (const operator of ['near', 'within', 'intersects', 'all']) {
      queries.push(`where[${name}][${operator}]=1,2`)
    }
  }
  // A `where` written with an escaped letter is a `where` too.
  queries.push('%77here[id][all]=1', 'where[or][0][id][near]=1,2', 'where[AND][0][id][all]=1')
  return queries
}

/**
 * Every operator Payload takes on one field of each kind (type, several values, localized, on a
 * group's field), with a word and with a list: an operator a database cannot apply to a column
 * of that type must not reach it. Each kind once, on the first list the role may read that has
 * it (a list it may not read is refused before any query).
 */
async function operatorQueries(auth: Record<string, string>): Promise<Map<string, string[]>> {
  const byCollection = new Map<string, string[]>()
  const seen = new Set<string>()
  for (const collection of payload.config.collections) {
    const readable = await send('GET', `/api/${collection.slug}?limit=1&depth=0`, auth)
    if (readable !== 200) continue
    const queries: string[] = []
    const visit = (fields: FlattenedField[], prefix: string) => {
      for (const field of fields) {
        const kind = [
          prefix ? 'nested' : '',
          field.type,
          'hasMany' in field && field.hasMany ? 'many' : '',
          'localized' in field && field.localized ? 'localized' : '',
        ].join(' ')
        if (!seen.has(kind)) {
          seen.add(kind)
          const name = `${prefix}${field.name}`
          for (const operator of validOperators) {
            queries.push(
              `where[${name}][${operator}]=x`,
              `where[${name}][${operator}][0]=1&where[${name}][${operator}][1]=2`,
            )
          }
        }
        if (!prefix && 'flattenedFields' in field && Array.isArray(field.flattenedFields)) {
          visit(field.flattenedFields as FlattenedField[], `${field.name}.`)
        }
      }
    }
    visit(collection.flattenedFields, '')
    byCollection.set(collection.slug, queries)
  }
  return byCollection
}

/** Methods Payload registers for some route, and one it registers for none. */
const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND']

/** Addresses under a collection, global or endpoint whose percent-encoding is broken or odd. */
const oddPaths = (owner: string) =>
  [
    '%',
    '%zz',
    '%E0%A4%A',
    '%C0%AF',
    '%00',
    '%2e%2e%2f',
    'count%2F1',
    '%63ount',
    'access',
    'file',
    'file/',
    'versions/%',
    'x/%/duplicate',
  ].map((tail) => `/api/${owner ? `${owner}/` : ''}${tail}`)

const bodies = [
  { type: 'application/json', body: '{}' },
  {
    type: 'application/json',
    body: JSON.stringify({
      id: 'abc',
      email: 'x@example.com',
      role: 'admin',
      _verified: true,
      document: { relationTo: 'leads', value: 99999999 },
      user: { relationTo: 'users', value: 'abc' },
      globalSlug: 'site-settings',
      value: { x: 1 },
      key: 'nav',
    }),
  },
  { type: 'application/json', body: '{"broken": ' },
  { type: 'application/x-www-form-urlencoded', body: 'email=a%40b.hr&password=x&id=abc' },
]

type Snapshot = Map<string, string>

type Row = Record<string, unknown>
type Drizzle = {
  drizzle: { select: () => { from: (table: unknown) => Promise<Row[]> } }
  tables: Record<string, unknown>
}

/**
 * A fingerprint of the data, read straight from every table (cheap enough for two per
 * request): each row of each collection, global, version, locale and relation table, per
 * collection. An article's view count is left out: anyone may add a view.
 */
async function snapshot(): Promise<Snapshot> {
  const { drizzle, tables } = payload.db as unknown as Drizzle
  const shot: Snapshot = new Map()
  await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const rows = await drizzle.select().from(table)
      const kept = rows.map((row) => JSON.stringify({ ...row, viewCount: null })).sort()
      if (name === 'users') {
        for (const row of rows) shot.set(`user:${row.id}`, JSON.stringify(row))
      } else shot.set(name, kept.join('\n'))
    }),
  )
  return shot
}

/**
 * What a role may change: a member their own account (sign-in and refresh write its sessions,
 * an address change waits for confirmation) and the mail that confirms it; anyone, an
 * article's view count (it leaves updatedAt alone, so nothing shows).
 */
function changed(before: Snapshot, after: Snapshot, role: 'anonymous' | 'member') {
  const keys = [...new Set([...before.keys(), ...after.keys()])]
  const own = [`user:${memberId}`, 'users_sessions', 'payload_jobs', 'payload_jobs_log']
  return keys.filter((key) => {
    if (before.get(key) === after.get(key)) return false
    return !(role === 'member' && own.includes(key))
  })
}

/** Requests of one route in flight at once: a visitor's browser and a script send several. */
const concurrency = 6

/** Runs `work` on every item, `limit` at a time. */
async function eachAtOnce<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0
  const lane = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
}

async function send(
  method: string,
  path: string,
  auth: Record<string, string>,
  body?: (typeof bodies)[number],
) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': nextAddress(),
      ...auth,
      ...(body ? { 'content-type': body.type } : {}),
    },
    body: body?.body,
    redirect: 'manual',
  })
  await response.arrayBuffer()
  return response.status
}

/** A document in every collection the walk can reach by id, as a live site has them. */
async function fillCollections() {
  await seedDemo(payload)
  const overrideAccess = true
  await payload.create({
    collection: 'leads',
    data: {
      firstName: 'Ana',
      lastName: 'Horvat',
      email: 'ana@primjer.hr',
      message: 'Zanima me natječaj.',
      source: 'contact',
      locale: 'hr',
      delivery: { status: 'sent', attempts: 1 },
    },
    overrideAccess,
  })
  const cv = Buffer.from('%PDF-1.4\nxref\ntrailer << >>\nstartxref\n9\n%%EOF\n')
  await payload.create({
    collection: 'application-files',
    data: { originalName: 'zivotopis.pdf' },
    file: { data: cv, mimetype: 'application/pdf', name: 'cv-surface.pdf', size: cv.length },
    overrideAccess,
  })
  await payload.create({
    collection: 'newsletter-subscribers',
    data: {
      email: 'ivan@primjer.hr',
      name: 'Ivan',
      locale: 'hr',
      status: 'confirmed',
      consentAt: new Date().toISOString(),
      token: 'a'.repeat(64),
    },
    overrideAccess,
  })
  await payload.create({
    collection: 'chat-topics',
    data: { key: 'natjecaji', topic: 'natječaji', locale: 'hr', count: 3 },
    overrideAccess,
  })
  await payload.create({
    collection: 'mail-outbox',
    data: { to: 'ana@primjer.hr', subject: 'Upit' },
    overrideAccess,
  })
  const call = await payload.find({ collection: 'funding-calls', limit: 1, overrideAccess })
  const admin = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    overrideAccess,
  })
  await payload.create({
    collection: 'payload-locked-documents',
    data: {
      document: { relationTo: 'funding-calls', value: call.docs[0]!.id },
      user: { relationTo: 'users', value: admin.docs[0]!.id },
    },
    overrideAccess,
  })
  // The type asks for a draft flag that preferences (no drafts) do not take.
  await payload.create({
    collection: 'payload-preferences',
    data: { key: 'nav', value: { open: true } },
    user: admin.docs[0]!,
    overrideAccess,
  } as never)
}

/** Registers the file's setup: users, a filled database and the API served over HTTP. */
export function setUpApiSurface() {
  beforeAll(async () => {
    payload = await getTestPayload()
    await deleteAllUsers(payload)
    await payload.create({
      collection: 'users',
      data: userData({
        email: 'admin@fondium.example',
        password: 'Admin-Lozinka-2026',
        fullName: 'Admin',
        role: 'admin',
      }),
      overrideAccess: true,
    })
    const member = await payload.create({
      collection: 'users',
      data: userData({
        email: 'member@fondium.example',
        password,
        fullName: 'Član',
        role: 'member',
        _verified: true,
      }),
      overrideAccess: true,
    })
    memberId = member.id
    await fillCollections()
    server = await serveApi(payload)
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@fondium.example', password }),
    })
    expect(login.status).toBe(200)
    memberToken = sessionToken(login.headers)
  })
  afterAll(() => server.close())
}

/**
 * Walks every route as `role`; fails with each request answered with a server error and each
 * change of data the role may not make.
 */
export async function walkApi(role: 'anonymous' | 'member') {
  const auth: Record<string, string> =
    role === 'member' ? { authorization: `JWT ${memberToken}` } : {}
  const failures: string[] = []
  const matrix = await operatorQueries(auth)
  // Data is compared around the requests of each collection, global or endpoint (one
  // snapshot between two of them, as a whole-database read is what this walk costs most):
  // a change is reported with the routes that may have made it.
  let before = await snapshot()
  for (const [owner, routes] of routeGroups()) {
    for (const route of routes) {
      // Signing out would end the member's session for the rest of the walk.
      if (role === 'member' && route.path === '/api/users/logout') continue
      const listing = route.method === 'GET' && route.collection && !/:|\/file\//.test(route.path)
      const queries = listing ? ['', ...hostileQueries(route.collection!)] : ['']
      if (listing && route.path === `/api/${route.collection}`) {
        queries.push(...(matrix.get(route.collection!) ?? []))
      }
      const variants = route.method === 'GET' ? [undefined] : [undefined, ...bodies]
      const requests = (await concretePaths(route)).flatMap((path) =>
        queries.flatMap((query) =>
          variants.map((body) => ({ url: query ? `${path}?${query}` : path, body })),
        ),
      )
      await eachAtOnce(requests, concurrency, async ({ url, body }) => {
        const status = await send(route.method, url, auth, body)
        const sent = body ? ` (${body.type} ${body.body.slice(0, 30)})` : ''
        if (status >= 500) failures.push(`${route.method} ${url}${sent} → ${status}`)
      })
    }
    // Each address of the group with the methods no route of it takes, and the group's
    // addresses with a broken encoding with every method.
    const walked = new Set<string>()
    for (const route of routes) {
      for (const path of await concretePaths(route)) walked.add(`${route.method} ${path}`)
    }
    const paths = new Set([...walked].map((request) => request.split(' ')[1]!))
    const odd = [
      ...[...paths].flatMap((path) => methods.map((method) => ({ method, path }))),
      ...oddPaths(owner).flatMap((path) => methods.map((method) => ({ method, path }))),
    ].filter(({ method, path }) => !walked.has(`${method} ${path}`))
    await eachAtOnce(odd, concurrency, async ({ method, path }) => {
      // Signing out would end the member's session for the rest of the walk.
      if (role === 'member' && /\/logout$/.test(path)) return
      const status = await send(method, path, auth)
      if (status >= 500) failures.push(`${method} ${path} → ${status}`)
    })
    const after = await snapshot()
    const wrote = changed(before, after, role)
    if (wrote.length > 0) {
      const named = routes.map((route) => `${route.method} ${route.path}`).join(', ')
      failures.push(`a route of /api/${owner} (${named}) changed ${wrote.join(', ')}`)
    }
    before = after
  }
  expect(failures).toEqual([])
}
