import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionSlug,
  type FlattenedField,
} from 'payload'

type Reference = { field: string; collection: string; id: unknown }

/** The documents a relationship or upload value points at (an id, `{relationTo, value}`, a doc). */
function references(field: FlattenedField, value: unknown): Reference[] {
  if (field.type !== 'relationship' && field.type !== 'upload') return []
  const values = Array.isArray(value) ? value : [value]
  return values.flatMap((item): Reference[] => {
    if (item === null || item === undefined) return []
    if (Array.isArray(field.relationTo)) {
      if (typeof item !== 'object' || !('relationTo' in item)) return []
      const target = item.value && typeof item.value === 'object' ? item.value.id : item.value
      return [{ field: field.name, collection: String(item.relationTo), id: target }]
    }
    const id = typeof item === 'object' && 'id' in item ? item.id : item
    return [{ field: field.name, collection: field.relationTo, id }]
  })
}

/**
 * Refuses a write whose relationship or upload fields point at documents that do not exist. The
 * database would refuse it too, but only after the document's own row is written: without
 * transactions (SQLite) that row would stay, half written, and the request would answer 500.
 */
export const relationsExist: CollectionBeforeChangeHook = async ({ collection, data, req }) => {
  const wanted = collection.flattenedFields.flatMap((field) =>
    references(field, data?.[field.name]),
  )
  const missing = new Set<string>()
  const byCollection = new Map<string, Reference[]>()
  for (const ref of wanted)
    byCollection.set(ref.collection, [...(byCollection.get(ref.collection) ?? []), ref])
  for (const [target, refs] of byCollection) {
    const known = req.payload.collections[target as CollectionSlug]
    const ids = [...new Set(refs.map((ref) => ref.id))]
    const valid = ids.filter((id) => typeof id === 'number' || /^\d{1,10}$/.test(String(id)))
    const found =
      known && valid.length > 0
        ? await req.payload.find({
            collection: target as CollectionSlug,
            where: { id: { in: valid } },
            limit: valid.length,
            depth: 0,
            pagination: false,
            select: {},
            overrideAccess: true,
            req,
          })
        : { docs: [] }
    const present = new Set(found.docs.map((doc) => String(doc.id)))
    for (const ref of refs) if (!present.has(String(ref.id))) missing.add(ref.field)
  }
  if (missing.size === 0) return data
  throw new ValidationError(
    {
      collection: collection.slug,
      errors: [...missing].map((path) => ({
        path,
        message: req.t('validation:invalidSelection'),
      })),
    },
    req.t,
  )
}
