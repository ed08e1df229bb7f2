'use client'

import { useTranslations } from 'next-intl'

import { ListError } from './ListError.client'
import { LoadErrorRedirect } from './LoadErrorRedirect.client'

/** The message namespace of a list and its detail pages. */
export type ListNamespace = 'FundingCalls' | 'Insights' | 'CaseStudies'

type ErrorProps = { error: Error & { digest?: string }; reset: () => void }

/** The error.tsx of a list page: 'Failed to load …' with a retry button. */
export function listErrorPage(namespace: ListNamespace) {
  return function ListErrorPage({ error, reset }: ErrorProps) {
    const t = useTranslations(namespace)
    const content = useTranslations('Content')
    return (
      <ListError
        error={error}
        reset={reset}
        message={t('listLoadError')}
        retry={content('retry')}
      />
    )
  }
}

/** The error.tsx of a detail page: the load error as a toast, then back to the list. */
export function detailErrorPage(namespace: ListNamespace, listHref: string) {
  return function DetailErrorPage({ error }: ErrorProps) {
    const t = useTranslations(namespace)
    return (
      <LoadErrorRedirect
        error={error}
        message={t('loadError')}
        listHref={listHref}
        back={t('back')}
      />
    )
  }
}
