import { CalendarClock } from 'lucide'
import { getTranslations } from 'next-intl/server'

import { Badge } from '@/components/ui/Badge'
import { Icon } from '@/components/ui/Icon'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/formatDate'

import { isOpen } from '../rules/deadline'

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
