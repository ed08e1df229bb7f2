import type { FlattenedField, SanitizedConfig } from 'payload'
import { parse } from 'qs-esm'

/**
 * Checks the ids and query values of a request to Payload's REST routes before Payload sees
 * them. Payload hands them to the database as they come: a document id of `abc`, a date of
 * `notadate` or a relation id of `x` then fails inside the database and answers 500. Here they
 * answer 404 (an id that cannot exist, a version route of a collection without versions) or
 * 400 (a query value that does not fit its field), in Payload's error shape.
 */

export type RestRefusal = { status: 400 | 404; message: string }

type Entity = {
  fields: FlattenedField[]
  versions: boolean
  literal: Set<string>
  numericIds: boolean
}

/** Largest id the databases' integer columns hold (PostgreSQL `integer`). */
const maxId = 2_147_483_647

const isId = (value: unknown) =>
  (typeof value === 'number' || typeof value === 'string') &&
  /^[1-9]\d{0,9}$/.test(String(value)) &&
  Number(value) <= maxId

const isNumeric = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))

const isDate = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number') &&
  !Number.isNaN(new Date(value).getTime())

const comparisons = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])

const notFound = (message = 'Not Found'): RestRefusal => ({ status: 404, message })

/** The values an operator compares with: a list for in/not_in/all (array or comma list). */
function operands(operator: string, value: unknown): unknown[] {
  if (!['in', 'not_in', 'all'].includes(operator)) return [value]
  if (Array.isArray(value)) return value
  return typeof value === 'string' ? value.split(',') : [value]
}

/** The values a select or radio field may hold. */
function optionValues(field: FlattenedField): string[] | null {
  if (field.type !== 'select' && field.type !== 'radio') return null
  return field.options.map((option) => (typeof option === 'string' ? option : option.value))
}

/** Does `value` fit a field of this type (null always does: "is empty")? */
function fits(field: FlattenedField, value: unknown) {
  if (value === null || value === 'null') return true
  switch (field.type) {
    case 'checkbox':
      return ['true', 'false', true, false].includes(value as never)
    case 'select':
    case 'radio':
      return optionValues(field)!.includes(String(value))
    case 'number':
      return isNumeric(value)
    case 'date':
      return isDate(value)
    case 'relationship':
    case 'upload': {
      if (value && typeof value === 'object' && 'value' in value) return isId(value.value)
      return isId(value)
    }
    default:
      return true
  }
}

/** The field at a dotted path (`delivery.status`, `version.deadline`), or null past a relation. */
function fieldAt(fields: FlattenedField[], path: string[]): FlattenedField | 'id' | null {
  const [name, ...rest] = path
  if (name === 'id' && rest.length === 0) return 'id'
  const field = fields.find((candidate) => candidate.name === name)
  if (!field) return null
  if (rest.length === 0) return field
  if ('flattenedFields' in field && Array.isArray(field.flattenedFields)) {
    return fieldAt(field.flattenedFields as FlattenedField[], rest)
  }
  return null
}

/** The first value in a `where` that its field cannot hold, as a refusal. */
function checkWhere(where: unknown, entity: Entity, versions: boolean): RestRefusal | null {
  if (!where || typeof where !== 'object') return null
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const parts = Array.isArray(condition) ? condition : Object.values(condition ?? {})
      for (const part of parts) {
        const refusal = checkWhere(part, entity, versions)
        if (refusal) return refusal
      }
      continue
    }
    if (!condition || typeof condition !== 'object') continue
    const path = key.split('.')
    if (versions && path[0] === 'version') path.shift()
    const field = fieldAt(entity.fields, path)
    for (const [operator, value] of Object.entries(condition)) {
      // No database column holds a NUL character (PostgreSQL refuses it outright).
      if (JSON.stringify(value ?? null).includes('\\u0000')) {
        return { status: 400, message: `"${key}" cannot contain a NUL character.` }
      }
      if (!field) continue
      if (operator === 'exists') {
        if (!['true', 'false', true, false].includes(value as never)) {
          return { status: 400, message: `"${key}" exists must be true or false.` }
        }
        continue
      }
      if (!comparisons.has(operator)) continue
      const type = field === 'id' ? (entity.numericIds ? 'id' : 'text') : field.type
      for (const operand of operands(operator, value)) {
        const ok = type === 'id' ? isId(operand) : field === 'id' || fits(field, operand)
        if (!ok) return { status: 400, message: `"${key}" cannot be ${JSON.stringify(operand)}.` }
      }
    }
  }
  return null
}

/** Each collection and global as this check needs it, built once per config. */
const entities = new WeakMap<SanitizedConfig, Map<string, Entity>>()

function entitiesOf(config: SanitizedConfig) {
  let map = entities.get(config)
  if (!map) {
    map = new Map()
    for (const collection of config.collections) {
      const idField = collection.flattenedFields.find((field) => field.name === 'id')
      map.set(collection.slug, {
        fields: collection.flattenedFields,
        versions: Boolean(collection.versions),
        // Routes named by a word (count, login, versions…), whatever the method.
        literal: new Set(
          (collection.endpoints || [])
            .map((endpoint) => endpoint.path.split('/')[1] ?? '')
            .filter((segment) => segment && !segment.startsWith(':')),
        ),
        // Payload's own preferences are addressed by key, not by id.
        numericIds: !idField && collection.slug !== 'payload-preferences',
      })
    }
    for (const global of config.globals) {
      map.set(`globals/${global.slug}`, {
        fields: global.flattenedFields,
        versions: Boolean(global.versions),
        literal: new Set(),
        numericIds: true,
      })
    }
    entities.set(config, map)
  }
  return map
}

/** The refusal for a request to `/api/…` (path and query), or null when it may go on. */
export function checkRestInput(
  config: SanitizedConfig,
  pathname: string,
  search: string,
): RestRefusal | null {
  const segments = pathname
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .map(decode)
  if (segments.includes(null)) return notFound()
  const parts = segments as string[]
  const global = parts[0] === 'globals'
  const slug = global ? `globals/${parts[1]}` : parts[0]
  const entity = slug ? entitiesOf(config).get(slug) : undefined
  if (!entity) return null
  const [first, second] = global ? parts.slice(2) : parts.slice(1)
  const versions = first === 'versions'
  if (versions && !entity.versions) return notFound()
  if (entity.numericIds) {
    // Payload's own routes by id: /:id, /:id/duplicate, /versions/:id, /access/:id. A route of
    // the site's under an id (/articles/:id/view) checks its id itself.
    const byId = first && !entity.literal.has(first) && (!second || second === 'duplicate')
    const id = versions || first === 'access' ? second : byId ? first : undefined
    if (id !== undefined && !isId(id)) return notFound()
  }
  if (!search.includes('where')) return null
  const query = parse(search, { ignoreQueryPrefix: true, depth: 10, arrayLimit: 1000 })
  return checkWhere(query.where, entity, versions)
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}
