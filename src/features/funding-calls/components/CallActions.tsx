import { Bell, CalendarCheck, CalendarPlus, MessageSquare } from 'lucide'

import { Icon } from '@/components/ui/Icon'
import { askAboutCallAnchor } from '@/features/contact/rules'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { localizedPath } from '@/seo/alternates'

import { callLinkClass as linkClass } from './callLinkClass'
import type { FundingCallMessages } from './messages'

/**
 * What a visitor can do about a call still to close: add it to a calendar, follow it, book a
 * consultation about it, ask about it.
 */
export function CallActions({
  locale,
  id,
  t,
  follow,
  booking,
  ask,
}: {
  locale: Locale
  id: number
  t: FundingCallMessages
  follow: string
  booking: string
  ask: string
}) {
  return (
    <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
      <a
        href={localizedPath(locale, `/natjecaj/${id}/kalendar.ics`)}
        className={linkClass}
        data-testid="call-calendar"
      >
        <Icon icon={CalendarPlus} className="size-4" />
        {t('addToCalendar')}
      </a>
      <Link
        href={`/alerts?call=${id}`}
        prefetch={false}
        className={linkClass}
        data-testid="call-follow"
      >
        <Icon icon={Bell} className="size-4" />
        {follow}
      </Link>
      <Link
        href={`/booking?call=${id}`}
        prefetch={false}
        className={linkClass}
        data-testid="call-booking"
      >
        <Icon icon={CalendarCheck} className="size-4" />
        {booking}
      </Link>
      <a href={`#${askAboutCallAnchor}`} className={linkClass} data-testid="call-ask">
        <Icon icon={MessageSquare} className="size-4" />
        {ask}
      </a>
    </p>
  )
}
