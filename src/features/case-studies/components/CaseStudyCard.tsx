import { Euro } from 'lucide'
import { getTranslations } from 'next-intl/server'

import { Badge } from '@/components/ui/Badge'
import { Card } from '@/components/ui/Card'
import { Icon } from '@/components/ui/Icon'
import type { Locale } from '@/i18n/locales'

import type { CaseStudySummary } from '../caseStudies'

/** A card of the case-study grid: industry, title, results and the funding amount if known. */
export async function CaseStudyCard({
  locale,
  study,
  preload,
}: {
  locale: Locale
  study: CaseStudySummary
  preload?: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'CaseStudies' })
  return (
    <Card
      href={`/case-studies/${study.id}`}
      title={study.title}
      image={study.image}
      badges={<Badge>{study.industry}</Badge>}
      more={t('readMore')}
      preload={preload}
    >
      <p className="line-clamp-3 text-slate-700">{study.results}</p>
      {study.fundingAmount && (
        <p className="inline-flex items-center gap-1.5 font-semibold text-emerald-800">
          <Icon icon={Euro} className="size-4" />
          <span className="sr-only">{t('funding')}: </span>
          {study.fundingAmount}
        </p>
      )}
    </Card>
  )
}
