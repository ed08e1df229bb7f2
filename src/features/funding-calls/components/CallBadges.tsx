import { Badge } from '@/components/ui/Badge'
import type { Locale } from '@/i18n/locales'

import type { FundingCallDetail } from '../fundingCalls'
import type { CallStatus } from '../rules/status'
import { DeadlineBadge } from './DeadlineBadge'
import type { CatalogueMessages, FundingCheckMessages } from './messages'

/** The badges above a call's title: its status, its deadline and, while open, the days left. */
export function CallBadges({
  locale,
  call,
  status,
  left,
  names,
  check,
}: {
  locale: Locale
  call: FundingCallDetail
  status: CallStatus
  /** Days until the deadline (none without one). */
  left: number | null
  names: CatalogueMessages
  check: FundingCheckMessages
}) {
  return (
    <div className="mt-8 flex flex-wrap gap-2" data-testid="call-badges">
      <Badge tone={status === 'closed' ? 'muted' : status === 'open' ? 'accent' : 'brand'}>
        {names(`status.${status}`)}
      </Badge>
      <DeadlineBadge locale={locale} call={call} />
      {status === 'open' && left !== null && (
        <Badge tone="brand">{check('daysLeft', { days: left })}</Badge>
      )}
    </div>
  )
}
