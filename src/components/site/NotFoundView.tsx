import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-28 text-center">
      <p className="text-7xl font-bold text-brand-800" aria-hidden>
        404
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-brand-900">{t('title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('description')}</p>
      <Link
        href="/"
        locale={locale}
        className="mt-10 inline-flex h-12 items-center rounded-md bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('home')}
      </Link>
    </div>
  )
}
