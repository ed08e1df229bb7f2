import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

/** The three figures above the case-study grid: 96%, 100+, €50M+. */
export async function StatBlocks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'CaseStudies' })
  const stats = [
    { value: '96%', label: t('statSuccess') },
    { value: '100+', label: t('statProjects') },
    { value: '€50M+', label: t('statFunding') },
  ]
  return (
    <dl className="mt-10 grid gap-4 sm:grid-cols-3">
      {stats.map((stat) => (
        <div key={stat.value} className="rounded-xl bg-brand-900 px-6 py-8 text-center text-white">
          <dt className="text-brand-50">{stat.label}</dt>
          <dd className="order-first text-4xl font-bold">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
