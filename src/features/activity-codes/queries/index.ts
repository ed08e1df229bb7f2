import { cacheTags } from '@/server/cache/revalidate'
import { cachedQuery } from '@/server/published/cachedQuery'

import { readCodeNames } from '../codeNames'

/** Names of activity codes for a page, cached until codes are imported or edited. */
export const getCodeNames = cachedQuery(
  'activity-code-names',
  [cacheTags.activityCodes],
  readCodeNames,
)
