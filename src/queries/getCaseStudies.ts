import { cacheTags } from '@/server/cache/revalidate'
import { findCaseStudy, listCaseStudies } from '@/server/content/caseStudies'

import { cachedQuery } from './cachedQuery'

const tags = [cacheTags.caseStudies, cacheTags.media]

export const getCaseStudies = cachedQuery('case-studies', tags, listCaseStudies)
export const getCaseStudy = cachedQuery('case-study', tags, findCaseStudy)
