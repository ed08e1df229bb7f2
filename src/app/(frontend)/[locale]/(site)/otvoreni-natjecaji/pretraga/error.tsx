'use client'

import { listErrorPage } from '@/components/ui/errorPages.client'

export default listErrorPage('FundingCalls')
