'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { Link } from '@/i18n/navigation'

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const t = useTranslations('Error')
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-28 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('description')}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <button
          type="button"
          onClick={reset}
          className="inline-flex h-12 items-center rounded-md bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900"
        >
          {t('retry')}
        </button>
        <Link
          href="/"
          className="inline-flex h-12 items-center rounded-md border border-slate-300 px-6 font-semibold text-brand-900 hover:bg-slate-50"
        >
          {t('home')}
        </Link>
      </div>
    </div>
  )
}
