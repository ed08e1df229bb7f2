import { cacheTags } from '@/server/cache/revalidate'
import { cachedQuery } from '@/server/published/cachedQuery'

import { listSitemapItems } from './sitemap'

export const getSitemapItems = cachedQuery('sitemap-items', [cacheTags.sitemap], listSitemapItems)
