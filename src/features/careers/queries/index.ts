import { cacheTags } from '@/server/cache/revalidate'
import { cachedQuery } from '@/server/published/cachedQuery'

import { findOpenJob, listOpenJobs } from '../jobs'

const tags = [cacheTags.jobs]

/** The open job openings, cached until one changes (and at most 10 minutes past a closing day). */
export const getOpenJobs = cachedQuery('open-jobs', tags, listOpenJobs)
/** One open job opening, cached like the list. */
export const getOpenJob = cachedQuery('open-job', tags, findOpenJob)
