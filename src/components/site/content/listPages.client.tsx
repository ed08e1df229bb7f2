'use client'

import { useTranslations } from 'next-intl'

import { CardGridSkeleton } from './CardGridSkeleton'
import { PageContainer } from './PageContainer'
import { PageIntro } from './PageIntro'

export type ListNamespace = 'FundingCalls' | 'Insights' | 'CaseStudies'

/**
 * The loading.tsx of a list page: its heading and six skeleton cards. A client component, so
 * it takes the language from the page's provider and the page stays static.
 */
export function listLoading(namespace: ListNamespace) {
  return function Loading() {
    const t = useTranslations(namespace)
    const content = useTranslations('Content')
    return (
      <PageContainer>
        <PageIntro title={t('title')} intro={t('intro')} />
        <CardGridSkeleton label={content('loading')} />
      </PageContainer>
    )
  }
}
