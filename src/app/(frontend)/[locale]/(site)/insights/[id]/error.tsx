'use client'

import { detailErrorPage } from '@/components/site/content/errorPages.client'

export default detailErrorPage('Insights', '/insights')
