import { keptCollection } from './keptCollection'
import { codeSearchIndex, type SearchableCode } from './rules/codeSearch'

/**
 * Every activity code of both versions, ready to search, kept in the process (see
 * keptCollection: read again when the codes' stamp changes, checked at most every ten seconds).
 */
export const activityCodeIndex = keptCollection('activity-codes', async (payload) => {
  const { docs } = await payload.find({
    collection: 'activity-codes',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { classification: true, code: true, level: true, name: true, keywords: true },
  })
  return codeSearchIndex(docs as SearchableCode[])
})
