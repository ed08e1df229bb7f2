import { cacheTags } from '@/server/cache/revalidate'
import { listSitemapItems } from '@/server/content/sitemap'

import { cachedQuery } from './cachedQuery'

export const getSitemapItems = cachedQuery('sitemap-items', [cacheTags.sitemap], listSitemapItems)
