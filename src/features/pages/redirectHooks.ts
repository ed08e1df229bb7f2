import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

const renamedKey = (id: unknown) => `pages:renamedFrom:${String(id)}`

/**
 * Before a page is published, notes the address it was published under until now (Payload keeps
 * the published document in the main table; drafts live only in its versions), so that
 * `keepOldPathWorking` can send the old address on.
 */
export const rememberPublishedPath: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || data._status !== 'published' || !originalDoc?.id) return data
  const published = (await req.payload.db.findOne({
    collection: 'pages',
    where: { id: { equals: originalDoc.id } },
    req,
  })) as { path?: string; _status?: string } | null
  if (published?._status === 'published' && published.path && published.path !== data.path) {
    req.context[renamedKey(originalDoc.id)] = published.path
  }
  return data
}

/**
 * Once a page is published under a new address, its old address leads to it: a redirect that
 * names the page (so it follows later renames too). A redirect from the new address, left from
 * an earlier rename, goes: the page itself lives there now.
 */
export const keepOldPathWorking: CollectionAfterChangeHook = async ({ doc, req }) => {
  const from = req.context[renamedKey(doc.id)]
  if (typeof from !== 'string' || doc._status !== 'published') return doc
  delete req.context[renamedKey(doc.id)]
  const to = {
    type: 'reference' as const,
    reference: { relationTo: 'pages' as const, value: doc.id },
  }
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: { from: { equals: from } },
    limit: 1,
    depth: 0,
    req,
  })
  if (docs[0]) {
    await req.payload.update({ collection: 'redirects', id: docs[0].id, data: { to }, req })
  } else {
    await req.payload.create({ collection: 'redirects', data: { from, to }, req })
  }
  await req.payload.delete({ collection: 'redirects', where: { from: { equals: doc.path } }, req })
  return doc
}
