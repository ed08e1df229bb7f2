import { CalendarClock } from 'lucide'
import { getTranslations } from 'next-intl/server'

import { Badge } from '@/components/ui/Badge'
import { Icon } from '@/components/ui/Icon'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/formatDate'

import { callStatus, type CallDates } from '../rules/status'

/**
 * Where a call stands, in Zagreb days: "Rok: 31. prosinca 2026.", "Otvara se …" before its
 * opening day, "Do utroška sredstava" without a deadline, "Rok istekao …" once closed.
 */
export async function DeadlineBadge({ locale, call }: { locale: Locale; call: CallDates }) {
  const t = await getTranslations({ locale, namespace: 'FundingCalls' })
  const status = callStatus(call)
  const label =
    status === 'forthcoming'
      ? t('opens', { date: formatDate(locale, call.opensAt!) })
      : !call.deadline
        ? t('rolling')
        : status === 'open'
          ? t('deadline', { date: formatDate(locale, call.deadline) })
          : t('closed', { date: formatDate(locale, call.deadline) })
  return (
    <Badge tone={status === 'closed' ? 'muted' : 'brand'}>
      <Icon icon={CalendarClock} className="size-4" />
      {label}
    </Badge>
  )
}
