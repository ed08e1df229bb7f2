import type { Locale } from '@/i18n/locales'
import { redirect } from '@/i18n/navigation'

import { parseContentId, type ContentParams } from './contentId'
import { resolveLocale } from './pageParams'

/**
 * Reads the item of a detail page for its metadata: null when there is none. Metadata is
 * resolved outside the page's boundaries, where a redirect (or a 404) escapes them: on a cached
 * page Next.js then keeps the copy from before (an opening that closed would stay up until the
 * cache's time ran out). The page itself sends the visitor on (`loadDetail`).
 */
export async function findDetail<T>(
  params: ContentParams['params'],
  load: (locale: Locale, id: number) => Promise<T | null>,
): Promise<{ locale: Locale; item: T | null }> {
  const locale = await resolveLocale(params)
  const id = parseContentId((await params).id)
  return { locale, item: id === null ? null : await load(locale, id) }
}

/**
 * Reads the item of a detail page. An id that is not a number, or names nothing a visitor may
 * see, sends the visitor to the list, which then says the item was not found.
 */
export async function loadDetail<T>(
  params: ContentParams['params'],
  listPath: string,
  load: (locale: Locale, id: number) => Promise<T | null>,
): Promise<{ locale: Locale; item: T }> {
  const locale = await resolveLocale(params)
  const id = parseContentId((await params).id)
  const item = id === null ? null : await load(locale, id)
  if (item === null) {
    redirect({ href: { pathname: listPath, query: { notice: 'not-found' } }, locale })
  }
  return { locale, item: item as T }
}
