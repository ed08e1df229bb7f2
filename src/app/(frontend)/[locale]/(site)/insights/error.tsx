'use client'

import { listErrorPage } from '@/components/site/content/errorPages.client'

export default listErrorPage('Insights')
