import { getTranslations } from 'next-intl/server'

import { Badge } from '@/components/ui/Badge'
import { Card } from '@/components/ui/Card'
import type { Locale } from '@/i18n/locales'

import type { ProgrammeSummary } from '../catalogue'
import type { FundingCallSummary } from '../fundingCalls'
import { DeadlineBadge } from './DeadlineBadge'
import { ProgrammeArt } from './ProgrammeArt'

/**
 * A card of the catalogue: image (or a drawing of the programme's kind), deadline, grant,
 * name, programme and three lines of description.
 */
export async function FundingCallCard({
  locale,
  call,
  preload,
  headingLevel,
  sharedArt,
}: {
  locale: Locale
  call: FundingCallSummary & { programme?: ProgrammeSummary | null }
  preload?: boolean
  headingLevel?: 'h2' | 'h3'
  /** Its drawing points at the list's ProgrammeArtSymbols (see ProgrammeArt). */
  sharedArt?: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'FundingCalls' })
  return (
    <Card
      href={`/natjecaj/${call.id}`}
      title={call.fundName}
      image={call.image}
      placeholder={<ProgrammeArt kind={call.programme?.kind ?? null} shared={sharedArt} />}
      badges={
        <>
          <DeadlineBadge locale={locale} call={call} />
          {call.funding && <Badge tone="accent">{call.funding}</Badge>}
        </>
      }
      more={t('readMore')}
      preload={preload}
      headingLevel={headingLevel}
    >
      {call.programme && (
        <p className="text-sm font-medium text-slate-600">{call.programme.name}</p>
      )}
      <p className="line-clamp-3 text-slate-700">{call.shortDescription}</p>
    </Card>
  )
}
