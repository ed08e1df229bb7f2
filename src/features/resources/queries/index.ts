import { cacheTags } from '@/server/cache/revalidate'
import { cachedQuery } from '@/server/published/cachedQuery'

import { listDownloads } from '../downloads'

/** The resources page's downloads, cached until one or an image changes. */
export const getDownloads = cachedQuery(
  'downloads',
  [cacheTags.downloads, cacheTags.media],
  listDownloads,
)
