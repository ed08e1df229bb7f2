import type { FlattenedField, SanitizedConfig } from 'payload'
import { parse } from 'qs-esm'

/**
 * Checks the ids and query values of a request to Payload's REST routes before Payload sees
 * them. Payload hands them to the database as they come: a document id of `abc`, a date of
 * `notadate`, a relation id of `x`, a list where one value belongs, or an operator the database
 * cannot apply to the field's column (`all`, `near` on text, `like` on a date) then fails inside
 * the database and answers 500. Here they answer 404 (an id that cannot exist, a version route
 * of a collection without versions) or 400 (a query value or operator that does not fit its
 * field), in Payload's error shape. The route is found as Payload finds it, by method.
 */

export type RestRefusal = { status: 400 | 404; message: string }

/** One of the routes Payload registers for a collection or global, as its pattern's segments. */
type Route = { method: string; path: string; segments: string[] }

type Entity = {
  fields: FlattenedField[]
  versions: boolean
  routes: Route[]
  numericIds: boolean
}

/** Largest id the databases' integer columns hold (PostgreSQL `integer`). */
const maxId = 2_147_483_647

/**
 * Payload's own routes whose `:id` is a document's (or a version's) id. A route of the site's
 * under an id (/articles/:id/view) checks its id itself, and `/verify/:id` takes a token.
 */
const idRoutes = new Set([
  '/:id',
  '/:id/duplicate',
  '/versions/:id',
  '/access/:id?',
  '/paste-url/:id?',
  '/:id/api-key/reveal',
])

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

const isScalar = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

/** A condition's own `where`: an object whose keys are no operators. */
const isNested = (value: unknown) =>
  Boolean(value) &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value!).some((key) => !operators.has(key) && key !== 'value' && key !== 'relationTo')

/** A relation written as an object: `{relationTo, value}` (polymorphic) or `{value}`. */
const isRelationObject = (value: unknown) =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value) && 'value' in value!

const comparisons = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])

/**
 * Operators that take a point (near, within, intersects) or an array (all). The SQL adapters
 * (SQLite, PostgreSQL) implement the geometric ones on point fields only and `all` on none:
 * anywhere else Payload calls an operator that does not exist and answers 500.
 */
const geometric = new Set(['near', 'within', 'intersects'])

/**
 * Text patterns: the SQL adapters match them on text columns only (PostgreSQL refuses `like` on
 * a date, a number or an enum). Payload reads `like` on a number, a relation or an id as
 * `equals`, so there it must fit the field as `equals` does.
 */
const patterns = new Set(['like', 'not_like', 'contains'])
const textual = new Set(['text', 'textarea', 'email', 'code'])
const likeAsEquals = new Set(['number', 'relationship', 'upload', 'id'])

/** Every operator Payload knows; it leaves any other key of a condition alone. */
const operators = new Set([...comparisons, ...geometric, ...patterns, 'all', 'exists'])

const notFound = (message = 'Not Found'): RestRefusal => ({ status: 404, message })
const refused = (message: string): RestRefusal => ({ status: 400, message })

/** The values of a list (an array or a comma list). */
function operands(value: unknown): unknown[] {
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
      if (isRelationObject(value)) return isId((value as { value: unknown }).value)
      return isId(value)
    }
    default:
      return true
  }
}

/**
 * Does a geometric operator's value fit a point field: `near` a longitude, a latitude and up to
 * two distances (a list or comma list of numbers); `within` and `intersects` a GeoJSON object.
 */
function fitsGeometry(operator: string, value: unknown) {
  if (operator !== 'near') return Boolean(value) && typeof value === 'object'
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  return list.length >= 2 && list.length <= 4 && list.every(isNumeric)
}

type Field = FlattenedField | 'id' | null

/**
 * The field at a dotted path (`delivery.status`, `version.deadline`, `programme.name` through a
 * relation to one collection), or null where it cannot be told.
 */
function fieldAt(fields: FlattenedField[], path: string[], entities: Map<string, Entity>): Field {
  const [name, ...rest] = path
  if (name === 'id' && rest.length === 0) return 'id'
  const field = fields.find((candidate) => candidate.name === name)
  if (!field) return null
  if (rest.length === 0) return field
  if ('flattenedFields' in field && Array.isArray(field.flattenedFields)) {
    return fieldAt(field.flattenedFields as FlattenedField[], rest, entities)
  }
  if ((field.type === 'relationship' || field.type === 'upload') && !field.hasMany) {
    const related = typeof field.relationTo === 'string' ? entities.get(field.relationTo) : null
    if (related) return fieldAt(related.fields, rest, entities)
  }
  return null
}

/** The type a field is checked as: an id is a number, or text where a collection names its own. */
function typeOf(field: FlattenedField | 'id', entity: Entity) {
  if (field !== 'id') return field.type
  return entity.numericIds ? 'id' : 'text'
}

/** The refusal of one operator and value on the field at `key` (null: not known), or null. */
function checkOperator(
  key: string,
  field: Field,
  operator: string,
  value: unknown,
  entity: Entity,
): RestRefusal | null {
  // No database column holds a NUL character (PostgreSQL refuses it outright).
  if (JSON.stringify(value ?? null).includes('\\u0000')) {
    return refused(`"${key}" cannot contain a NUL character.`)
  }
  if (!operators.has(operator)) return null
  const type = field === null ? null : typeOf(field, entity)
  const cannot = refused(`"${key}" cannot be queried with "${operator}".`)
  if (operator === 'all' || (geometric.has(operator) && type !== 'point')) return cannot
  // A list of blocks is no value to compare (Payload fails on any operator there).
  if (type === 'blocks') return cannot
  // `contains` with a `where` of its own asks for a related document that matches it.
  if (operator === 'contains' && isNested(value)) {
    return type === 'relationship' || type === 'upload' || type === 'join' ? null : cannot
  }
  if (geometric.has(operator)) {
    return fitsGeometry(operator, value)
      ? null
      : refused(`"${key}" ${operator} cannot be ${JSON.stringify(value)}.`)
  }
  if (operator === 'exists') {
    if (['true', 'false', true, false].includes(value as never)) return null
    return refused(`"${key}" exists must be true or false.`)
  }
  // One value for every other operator, a list of them for in and not_in (and for contains on a
  // field of several texts); a relation may be written as an object.
  const hasMany = field !== null && field !== 'id' && 'hasMany' in field && field.hasMany === true
  const list = operator === 'in' || operator === 'not_in' || (operator === 'contains' && hasMany)
  const values = list ? operands(value) : [value]
  const single = (item: unknown) =>
    isScalar(item) || ((type === 'relationship' || type === 'upload') && isRelationObject(item))
  if (!values.every(single))
    return refused(`"${key}" ${operator} cannot be ${JSON.stringify(value)}.`)
  if (field === null || type === null) return null
  if (patterns.has(operator)) {
    if (operator === 'like' && likeAsEquals.has(type))
      return checkValues(key, field, values, entity)
    return textual.has(type) ? null : cannot
  }
  if (!comparisons.has(operator)) return null
  return checkValues(key, field, values, entity)
}

/** The first operand that does not fit its field, as a refusal. */
function checkValues(
  key: string,
  field: FlattenedField | 'id',
  values: unknown[],
  entity: Entity,
): RestRefusal | null {
  const type = typeOf(field, entity)
  for (const operand of values) {
    const ok = type === 'id' ? isId(operand) : field === 'id' || fits(field, operand)
    if (!ok) return refused(`"${key}" cannot be ${JSON.stringify(operand)}.`)
  }
  return null
}

/** The first value or operator in a `where` that its field cannot take, as a refusal. */
function checkWhere(
  where: unknown,
  entity: Entity,
  versions: boolean,
  entities: Map<string, Entity>,
): RestRefusal | null {
  if (!where || typeof where !== 'object') return null
  for (const [key, condition] of Object.entries(where)) {
    if (['and', 'or'].includes(key.toLowerCase())) {
      const parts = Array.isArray(condition) ? condition : Object.values(condition ?? {})
      for (const part of parts) {
        const refusal = checkWhere(part, entity, versions, entities)
        if (refusal) return refusal
      }
      continue
    }
    if (!condition || typeof condition !== 'object') continue
    const path = key.split('.')
    if (versions && path[0] === 'version') path.shift()
    const field = fieldAt(entity.fields, path, entities)
    for (const [operator, value] of Object.entries(condition)) {
      const refusal = checkOperator(key, field, operator, value, entity)
      if (refusal) return refusal
    }
  }
  return null
}

/** Each collection and global as this check needs it, built once per config. */
const entities = new WeakMap<SanitizedConfig, Map<string, Entity>>()

const routesOf = (endpoints: false | { method: string; path: string }[] | undefined) =>
  (endpoints || []).map((endpoint) => ({
    method: endpoint.method.toUpperCase(),
    path: endpoint.path,
    segments: endpoint.path.split('/').filter(Boolean),
  }))

function entitiesOf(config: SanitizedConfig) {
  let map = entities.get(config)
  if (!map) {
    map = new Map()
    for (const collection of config.collections) {
      const idField = collection.flattenedFields.find((field) => field.name === 'id')
      map.set(collection.slug, {
        fields: collection.flattenedFields,
        versions: Boolean(collection.versions),
        routes: routesOf(collection.endpoints),
        // Payload's own preferences are addressed by key, not by id.
        numericIds: !idField && collection.slug !== 'payload-preferences',
      })
    }
    for (const global of config.globals) {
      map.set(`globals/${global.slug}`, {
        fields: global.flattenedFields,
        versions: Boolean(global.versions),
        routes: routesOf(global.endpoints),
        numericIds: true,
      })
    }
    entities.set(config, map)
  }
  return map
}

/**
 * The route Payload answers `method` and `parts` (the path's segments after the collection or
 * global, as sent) with, and its parameters (decoded): the first of the entity's routes whose
 * method and pattern match, as Payload picks it (path-to-regexp: words compared without regard
 * to case, `:name` one segment, `:name?` an optional last one).
 */
function matchRoute(routes: Route[], method: string, parts: string[]) {
  for (const route of routes) {
    if (route.method !== method) continue
    const params = matchSegments(route.segments, parts)
    if (params) return { route, params }
  }
  return null
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string | null> | null {
  if (parts.length > pattern.length) return null
  const params: Record<string, string | null> = {}
  for (const [index, segment] of pattern.entries()) {
    const part = parts[index]
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?')
      if (part === undefined && !optional) return null
      if (part !== undefined) params[segment.slice(1, optional ? -1 : undefined)] = decode(part)
    } else if (part === undefined || segment.toLowerCase() !== part.toLowerCase()) {
      return null
    }
  }
  return params
}

/**
 * The refusal for a request to `/api/…` (method, path and query), or null when it may go on.
 * HEAD is checked as the GET it stands for; a POST that Payload reads as a GET (the method
 * override of /admin's relationship fields) is given here as GET.
 */
export function checkRestInput(
  config: SanitizedConfig,
  method: string,
  pathname: string,
  search: string,
): RestRefusal | null {
  const segments = pathname
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
  // Payload decodes each parameter: one that cannot be decoded would answer 500.
  if (segments.some((segment) => decode(segment) === null)) return notFound()
  const global = segments[0] === 'globals'
  const slug = global ? `globals/${segments[1]}` : segments[0]
  const entity = slug ? entitiesOf(config).get(slug) : undefined
  if (!entity) return null
  const parts = segments.slice(global ? 2 : 1)
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase()
  const versions = parts[0]?.toLowerCase() === 'versions'
  if (versions && !entity.versions) return notFound()
  const matched = matchRoute(entity.routes, verb, parts)
  if (matched && entity.numericIds && idRoutes.has(matched.route.path)) {
    const id = matched.params.id
    if (id !== undefined && !isId(id)) return notFound()
  }
  // Any query: `%77here` is a `where` too once decoded.
  if (search.length <= 1) return null
  const query = parse(search, {
    allowEmptyArrays: true,
    arrayLimit: 1000,
    depth: 10,
    ignoreQueryPrefix: true,
  })
  return checkWhere(query.where, entity, versions, entitiesOf(config))
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}
