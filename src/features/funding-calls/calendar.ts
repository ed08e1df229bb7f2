import ical from 'ical-generator'

import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { icalText } from '@/lib/icalText'
import { localizedPath } from '@/seo/alternates'
import { zagrebDay } from '@/lib/zagreb'

import { callStatus } from './rules/status'

/** What a calendar says of a call. */
export type CalendarCall = {
  id: number
  fundName: string
  shortDescription: string
  opensAt: string | null
  deadline: string | null
  funding: string | null
  updatedAt: string
}

const dayMs = 24 * 60 * 60 * 1000

/** The all-day date of an instant's day in Zagreb (iCalendar writes all-day dates in UTC). */
const zagrebDate = (instant: string) => new Date(`${zagrebDay(instant)}T00:00:00Z`)

/**
 * An iCalendar (RFC 5545) of calls: an all-day event on each deadline day in Zagreb, and one on
 * the opening day of a call that has not opened yet. Each event has a stable UID (per call and
 * kind), so a subscribed calendar updates the event when a deadline moves; its description
 * gives the grant and the call's page.
 */
export function callsCalendar({
  locale,
  siteUrl,
  name,
  calls,
  now = new Date(),
}: {
  locale: Locale
  siteUrl: string
  name: string
  calls: CalendarCall[]
  now?: Date
}): string {
  const t = translator(locale, 'FundingCalls')
  const host = new URL(siteUrl).host
  const calendar = ical({
    // Written raw by the library (events' text is escaped by it): see src/lib/icalText.ts.
    name: icalText(name),
    prodId: { company: host, product: 'funding-calls', language: locale.toUpperCase() },
    ttl: 60 * 60 * 6,
  })
  for (const call of calls) {
    const url = new URL(localizedPath(locale, `/natjecaj/${call.id}`), siteUrl).toString()
    const description = [call.shortDescription, call.funding, url].filter(Boolean).join('\n\n')
    const event = (kind: 'deadline' | 'opens', instant: string, summary: string) => {
      const start = zagrebDate(instant)
      calendar.createEvent({
        id: `call-${call.id}-${kind}@${host}`,
        stamp: new Date(call.updatedAt),
        start,
        end: new Date(start.getTime() + dayMs),
        allDay: true,
        summary,
        description,
        url,
      })
    }
    if (call.opensAt && callStatus(call, now) === 'forthcoming') {
      event('opens', call.opensAt, t('calendarOpens', { name: call.fundName }))
    }
    if (call.deadline)
      event('deadline', call.deadline, t('calendarDeadline', { name: call.fundName }))
  }
  return calendar.toString()
}
