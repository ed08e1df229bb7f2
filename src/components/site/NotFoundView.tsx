import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { NotFoundBody } from './NotFoundBody'

/** The 404 page's content, for the server (global-not-found.tsx). */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  return (
    <NotFoundBody
      locale={locale}
      title={t('title')}
      description={t('description')}
      home={t('home')}
    />
  )
}
