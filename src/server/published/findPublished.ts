import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { imagePopulate } from '@/media/image'

type Collection = 'funding-calls' | 'articles' | 'case-studies'

/**
 * One document as an anonymous visitor may see it (access rules applied, so unpublished ones
 * are missing), with its images populated; null when there is none. `find` rather than
 * `findByID`, so a missing id is an answer, not an error.
 */
export async function findPublished<C extends Collection>(
  payload: Payload,
  collection: C,
  locale: Locale,
  id: number,
  populate: Record<string, Record<string, true>> = imagePopulate,
) {
  const { docs } = await payload.find({
    collection,
    locale,
    depth: 1,
    overrideAccess: false,
    limit: 1,
    pagination: false,
    where: { id: { equals: id } },
    populate,
  })
  return docs[0] ?? null
}
