import { CalendarClock } from 'lucide'
import { getTranslations } from 'next-intl/server'

import { isOpen } from '@/domain/deadline'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/formatDate'

import { Badge } from '../content/Badge'
import { Icon } from '../Icon'

/** "Rok: 31. prosinca 2026.", or "closed on …" once the day has passed in Zagreb. */
export async function DeadlineBadge({ locale, deadline }: { locale: Locale; deadline: string }) {
  const t = await getTranslations({ locale, namespace: 'FundingCalls' })
  const date = formatDate(locale, deadline)
  const open = isOpen(deadline)
  return (
    <Badge tone={open ? 'brand' : 'muted'}>
      <Icon icon={CalendarClock} className="size-4" />
      {open ? t('deadline', { date }) : t('closed', { date })}
    </Badge>
  )
}
