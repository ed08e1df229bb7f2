import { getTranslations } from 'next-intl/server'

import { Card } from '@/components/ui/Card'
import type { Locale } from '@/i18n/locales'

import type { FundingCallSummary } from '../fundingCalls'
import { DeadlineBadge } from './DeadlineBadge'

/** A card of the open tenders grid: image, deadline, name and three lines of description. */
export async function FundingCallCard({
  locale,
  call,
  preload,
}: {
  locale: Locale
  call: FundingCallSummary
  preload?: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'FundingCalls' })
  return (
    <Card
      href={`/natjecaj/${call.id}`}
      title={call.fundName}
      image={call.image}
      badges={<DeadlineBadge locale={locale} call={call} />}
      more={t('readMore')}
      preload={preload}
    >
      <p className="line-clamp-3 text-slate-700">{call.shortDescription}</p>
    </Card>
  )
}
