import { cacheTags } from '@/server/cache/revalidate'
import { cachedQuery } from '@/server/published/cachedQuery'

import { findCallHistory, findFundingCall } from '../fundingCalls'

const tags = [cacheTags.fundingCalls, cacheTags.media]

export const getFundingCall = cachedQuery('funding-call', tags, findFundingCall)
export const getCallHistory = cachedQuery('funding-call-history', tags, findCallHistory)
