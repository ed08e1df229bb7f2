import { getTranslation } from '@payloadcms/translations'
import type {
  CollectionSlug,
  FlattenedField,
  PayloadRequest,
  SanitizedCollectionConfig,
  Where,
} from 'payload'
import { combineWhereConstraints, mergeListSearchAndWhere } from 'payload/shared'

import { exportColumns, relationNames, type ExportSlug } from './columns'

/** A date cell: the instant, shown in Zagreb time, with or without the time of day. */
export type DateCell = { at: Date; dayOnly: boolean }
export type Cell = string | number | DateCell | null

/** What an export holds: its title (the list's name), the column headers and the rows. */
export type ExportTable = { title: string; headers: string[]; rows: Cell[][] }

/** The list view's query, as its address carries it (Payload's own `where`, sort and search). */
export type ListQuery = { where?: Where; sort?: string; search?: string }

/** Rows read from the database at once while paging through the list. */
const pageSize = 1000

/** A sort the export cannot follow (no such field): the endpoint answers 400. */
export class UnknownSort extends Error {}

type Column = { path: string; field: FlattenedField | null }

/** The field at a dotted path (`delivery.status`), or null (`id`, or a field that is gone). */
function fieldAt(fields: FlattenedField[], path: string): FlattenedField | null {
  const [name, ...rest] = path.split('.')
  const field = fields.find((candidate) => candidate.name === name)
  if (!field || rest.length === 0) return field ?? null
  return 'flattenedFields' in field ? fieldAt(field.flattenedFields, rest.join('.')) : null
}

/** The labels along a dotted path (`delivery.status`: the group's, then the field's). */
function labelsAt(fields: FlattenedField[], path: string): FlattenedField[] {
  const [name, ...rest] = path.split('.')
  const field = fields.find((candidate) => candidate.name === name)
  if (!field) return []
  if (rest.length === 0 || !('flattenedFields' in field)) return [field]
  return [field, ...labelsAt(field.flattenedFields, rest.join('.'))]
}

/** The value at a dotted path of a document. */
function valueAt(doc: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      doc,
    )
}

/** Payload's `select` for the columns: only what the export shows is read. */
function selectOf(paths: readonly string[]): Record<string, unknown> {
  const select: Record<string, unknown> = {}
  for (const path of paths) {
    const parts = path.split('.')
    let target = select
    for (const part of parts.slice(0, -1)) {
      target = (target[part] ??= {}) as Record<string, unknown>
    }
    target[parts.at(-1)!] = true
  }
  return select
}

/**
 * The sort of the list as Payload takes it, checked against the collection's fields (a field
 * that does not exist would fail in the database), with the id last so that paging through
 * rows that sort alike neither skips nor repeats one.
 */
function sortOf(config: SanitizedCollectionConfig, sort: string | undefined): string[] {
  const asked = (sort || config.defaultSort || '-createdAt').toString()
  const parts = asked
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  for (const part of parts) {
    const path = part.replace(/^-/, '')
    if (path !== 'id' && !fieldAt(config.flattenedFields, path)) throw new UnknownSort(path)
  }
  return parts.some((part) => part.replace(/^-/, '') === 'id') ? parts : [...parts, '-id']
}

/** The related collection a relationship column points to (one collection, one document). */
const relationOf = (field: FlattenedField | null): CollectionSlug | null =>
  field &&
  (field.type === 'relationship' || field.type === 'upload') &&
  typeof field.relationTo === 'string' &&
  !field.hasMany
    ? (field.relationTo as CollectionSlug)
    : null

/**
 * The rows of a list in /admin as its user sees them: the same filter (`where`, the search box)
 * and sort, read with the user's own access (so exactly the rows the list shows, all of them,
 * a page of the database at a time), with readable cells: headers and choices in the admin's
 * language, related documents by name, dates as instants (shown in Zagreb time).
 */
export async function exportTable(
  req: PayloadRequest,
  slug: ExportSlug,
  query: ListQuery,
): Promise<ExportTable> {
  const { payload, i18n } = req
  const config = payload.collections[slug].config
  const columns: Column[] = exportColumns[slug]
    .map((path) => ({ path, field: fieldAt(config.flattenedFields, path) }))
    .filter((column) => column.path === 'id' || column.field !== null)
  const where = mergeListSearchAndWhere({
    collectionConfig: config,
    search: query.search ?? '',
    where: combineWhereConstraints([query.where]),
  })
  const sort = sortOf(config, query.sort)
  const docs: Record<string, unknown>[] = []
  for (let page = 1; ; page += 1) {
    const found = await payload.find({
      collection: slug,
      where,
      sort,
      select: selectOf(columns.map((column) => column.path)) as never,
      depth: 0,
      limit: pageSize,
      page,
      locale: req.locale ?? undefined,
      overrideAccess: false,
      user: req.user,
    })
    docs.push(...(found.docs as unknown as Record<string, unknown>[]))
    if (!found.hasNextPage) break
  }
  const names = await relatedNames(req, columns, docs)

  const cellOf = (doc: Record<string, unknown>, { path, field }: Column): Cell => {
    const value = valueAt(doc, path)
    if (value === null || value === undefined || value === '') return null
    if (!field) return typeof value === 'number' ? value : String(value)
    switch (field.type) {
      case 'select':
      case 'radio': {
        const labels = (Array.isArray(value) ? value : [value]).map((item) => {
          const option = field.options.find(
            (candidate) => (typeof candidate === 'string' ? candidate : candidate.value) === item,
          )
          return option && typeof option === 'object'
            ? getTranslation(option.label, i18n)
            : String(item)
        })
        return labels.join('; ')
      }
      case 'date':
        return {
          at: new Date(String(value)),
          dayOnly: field.admin?.date?.pickerAppearance === 'dayOnly',
        }
      case 'number':
        return typeof value === 'number' ? value : Number(value)
      case 'checkbox':
        return value ? '✓' : ''
      case 'relationship':
      case 'upload': {
        const relation = relationOf(field)
        const id = typeof value === 'object' ? (value as { id?: unknown }).id : value
        return (relation && names.get(`${relation}:${id}`)) ?? `#${id}`
      }
      default:
        return typeof value === 'string' ? value : JSON.stringify(value)
    }
  }

  return {
    title: getTranslation(config.labels.plural, i18n),
    headers: columns.map(({ path, field }) =>
      field
        ? labelsAt(config.flattenedFields, path)
            .map((step) => String(getTranslation(step.label || step.name, i18n)))
            .join(': ')
        : path.toUpperCase(),
    ),
    rows: docs.map((doc) => columns.map((column) => cellOf(doc, column))),
  }
}

/**
 * The names of the documents the rows relate to (`collection:id` → name): an adviser's full
 * name, a call's name. Read once per related collection for the whole export; names are shown
 * to whoever may see the rows, whatever their access to the related collection itself.
 */
async function relatedNames(
  req: PayloadRequest,
  columns: Column[],
  docs: Record<string, unknown>[],
): Promise<Map<string, string>> {
  const ids = new Map<CollectionSlug, Set<number | string>>()
  for (const { path, field } of columns) {
    const relation = relationOf(field)
    if (!relation) continue
    const set = ids.get(relation) ?? new Set()
    for (const doc of docs) {
      const value = valueAt(doc, path)
      const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
      if (typeof id === 'number' || typeof id === 'string') set.add(id)
    }
    ids.set(relation, set)
  }
  const names = new Map<string, string>()
  for (const [relation, set] of ids) {
    if (set.size === 0) continue
    const config = req.payload.collections[relation].config
    const title = relationNames[relation] ?? config.admin.useAsTitle ?? 'id'
    const found = await req.payload.find({
      collection: relation,
      where: { id: { in: [...set] } },
      select: { [title]: true } as never,
      depth: 0,
      pagination: false,
      locale: req.locale ?? undefined,
      overrideAccess: true,
    })
    for (const doc of found.docs as unknown as Record<string, unknown>[]) {
      const name = doc[title]
      if (name !== null && name !== undefined && name !== '') {
        names.set(`${relation}:${doc.id}`, String(name))
      }
    }
  }
  return names
}
