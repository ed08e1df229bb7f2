'use client'

import { detailErrorPage } from '@/components/ui/errorPages.client'

export default detailErrorPage('Insights', '/insights')
