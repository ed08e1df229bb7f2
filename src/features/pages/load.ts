import type { Metadata } from 'next'
import { draftMode, headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import { permanentRedirect } from 'next/navigation'

import { hasRole } from '@/access/roles'
import type { Locale } from '@/i18n/locales'
import { alternates, localizedPath } from '@/seo/alternates'
import { pageMetadata as seoMetadata } from '@/seo/metadata'
import { getPayloadClient } from '@/server/getPayloadClient'

import { findDraftPage, type PageDoc } from './pages'
import { getPage, getRedirectTarget } from './queries'

/**
 * The page at `path` in `locale`: the published one (cached), or, in draft mode, the editor's
 * latest draft (never cached; only for a signed-in editor). A path with no page but an old
 * address's redirect sends the visitor on (308); anything else is null, for the page to answer
 * with the site's 404 (`NotFoundHere`).
 */
export async function loadPage(
  locale: Locale,
  path: string,
): Promise<{ page: PageDoc; preview: boolean } | null> {
  const found = await findPage(locale, path)
  if (found) return found
  const target = await getRedirectTarget(path)
  if (target && target !== path) {
    permanentRedirect(target.startsWith('/') ? localizedPath(locale, target) : target)
  }
  return null
}

/** The page at `path` as `loadPage` finds it, or null (nothing thrown). */
async function findPage(locale: Locale, path: string) {
  const { isEnabled } = await draftMode()
  if (isEnabled) {
    const payload = await getPayloadClient()
    const { user } = await payload.auth({ headers: await headers() })
    if (hasRole(user, 'editor', 'admin')) {
      const draft = await findDraftPage(payload, locale, path, user)
      if (draft) return { page: draft, preview: true }
    }
  }
  const page = await getPage(locale, path)
  return page ? { page, preview: false } : null
}

/**
 * The metadata of the page at `path`. Nothing is thrown for a missing page: metadata is resolved
 * outside the page's not-found boundary, so the page itself answers the 404 or the redirect. A
 * missing page gets the 404 page's title, kept out of search engines.
 */
export async function pageMetadata(locale: Locale, path: string): Promise<Metadata> {
  const found = await findPage(locale, path)
  if (found) return pageMetadataOf(locale, found.page)
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  return { title: t('title'), robots: { index: false } }
}

/** A page's title, description, share image and alternates (its SEO fields, when set). */
function pageMetadataOf(locale: Locale, page: PageDoc): Metadata {
  const { title, description, image } = page.meta
  if (!title) return { alternates: alternates(locale, page.path) }
  return seoMetadata({
    locale,
    path: page.path,
    title,
    description: description ?? '',
    image: image?.ogUrl ?? image?.url,
  })
}
