'use client'

import { listLoading } from '@/components/site/content/listPages.client'

export default listLoading('FundingCalls')
