'use client'

import { useLocale, useTranslations } from 'next-intl'

import { NotFoundBody } from '@/components/site/NotFoundBody'
import { isLocale } from '@/i18n/locales'

/**
 * Pages that call notFound() land here (unknown paths that match no route are answered by
 * app/global-not-found.tsx). Its words come from the layout's messages, not from the request:
 * a cached page's 404 may not read the request's headers.
 */
export default function NotFound() {
  const t = useTranslations('NotFound')
  const locale = useLocale()
  return (
    <>
      <title>{t('title')}</title>
      <meta name="robots" content="noindex" />
      <NotFoundBody
        locale={isLocale(locale) ? locale : 'hr'}
        title={t('title')}
        description={t('description')}
        home={t('home')}
      />
    </>
  )
}
