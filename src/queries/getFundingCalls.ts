import { cacheTags } from '@/server/cache/revalidate'
import { findFundingCall, listFundingCalls } from '@/server/content/fundingCalls'

import { cachedQuery } from './cachedQuery'

const tags = [cacheTags.fundingCalls, cacheTags.media]

export const getFundingCalls = cachedQuery('funding-calls', tags, listFundingCalls)
export const getFundingCall = cachedQuery('funding-call', tags, findFundingCall)
