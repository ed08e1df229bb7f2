import { cacheTags } from '@/server/cache/revalidate'
import { cachedQuery } from '@/server/published/cachedQuery'

import { findPublishedPage, findRedirectTarget, listPublishedPaths } from '../pages'

const tags = [cacheTags.pages, cacheTags.media]

/** A published page in one language, cached until a page (or an image) changes. */
export const getPage = cachedQuery('page', tags, findPublishedPage)
/** Where an old address leads now, cached like the pages. */
export const getRedirectTarget = cachedQuery('page-redirect', tags, findRedirectTarget)
/** Every published page's address, for the sitemap. */
export const getPagePaths = cachedQuery('page-paths', tags, listPublishedPaths)
