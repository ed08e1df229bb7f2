import { cacheTags } from '@/server/cache/revalidate'
import { cachedQuery } from '@/server/published/cachedQuery'

import { findCaseStudy, listCaseStudies } from '../caseStudies'

const tags = [cacheTags.caseStudies, cacheTags.media]

export const getCaseStudies = cachedQuery('case-studies', tags, listCaseStudies)
export const getCaseStudy = cachedQuery('case-study', tags, findCaseStudy)
