import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { localizedMessage } from '@/fields/localizedMessage'
import { isSafeLinkUrl, linkUrls } from '@/lib/linkUrl'

const message = localizedMessage({
  hr: 'Poveznice smiju voditi samo na http(s), mailto ili tel adrese: {url}',
  en: 'Links may only point to http(s), mailto or tel addresses: {url}',
  de: 'Links dürfen nur auf http(s)-, mailto- oder tel-Adressen verweisen: {url}',
})

/**
 * Refuses rich text with a link to a javascript:, data: or other unsafe address (the Lexical
 * editor stores link URLs exactly as typed, only scripts are dropped on import).
 */
export const refuseUnsafeLinks: CollectionBeforeChangeHook = ({ data, req, collection }) => {
  const unsafe = linkUrls(data?.content).filter((url) => !isSafeLinkUrl(url))
  if (unsafe.length === 0) return data
  throw new ValidationError({
    collection: collection.slug,
    errors: [{ path: 'content', message: message({ req }).replace('{url}', unsafe[0] || '""') }],
  })
}
