import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import type { CaseStudyDetail } from '../caseStudies'

/** Client, timeline and funding amount of a case study, as a definition list. */
export async function CaseStudyFacts({
  locale,
  study,
}: {
  locale: Locale
  study: CaseStudyDetail
}) {
  const t = await getTranslations({ locale, namespace: 'CaseStudies' })
  const facts = [
    { label: t('client'), value: study.clientName },
    { label: t('timeline'), value: study.timeline },
    { label: t('funding'), value: study.fundingAmount },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value))
  return (
    <dl className="mt-8 grid gap-4 rounded-xl bg-slate-50 p-6 sm:grid-cols-3">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="text-sm font-medium text-slate-600">{fact.label}</dt>
          <dd className="mt-1 font-semibold text-brand-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
