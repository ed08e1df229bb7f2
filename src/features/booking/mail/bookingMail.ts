import type { SendEmailOptions } from 'payload'

import type { Locale } from '@/i18n/locales'
import { keptAnswers } from '@/lib/keptAnswers'
import type { Booking } from '@/payload-types'
import { localizedPath } from '@/seo/alternates'
import { mailHtml } from '@/server/mail/html'

import type { BookingMailKind } from '../rules/bookingValues'
import type { MeetingPlace } from '../types'

import { adviserCopy, visitorCopy } from './copy'
import { invitation } from './invitation'
import { zagrebZone } from '@/lib/zagreb'

const localeTags: Record<Locale, string> = { hr: 'hr-HR', en: 'en-GB', de: 'de-DE' }

/** A meeting's date and time in Zagreb, in a language ("četvrtak, 3. prosinca 2026. u 10:00"). */
export function meetingTime(locale: Locale, start: string): string {
  return meetingFormat(locale).format(new Date(start))
}

// One formatter per language (an Intl object per mail holds native memory the GC does not count).
const meetingFormat = keptAnswers(
  (locale: Locale) =>
    new Intl.DateTimeFormat(localeTags[locale], {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: zagrebZone,
    }),
)

/** What a booking's mails say besides the booking itself. */
export type MailContext = {
  booking: Booking
  kind: BookingMailKind
  adviser: { name: string; email: string }
  call: string | null
  place: MeetingPlace
  brand: string
  from: { name: string; address: string }
  siteUrl: string
  token: string
}

const placeText = (place: MeetingPlace, video: string) =>
  place.kind === 'video' ? `${video}: ${place.url}` : place.address

/** The booking's invitation (REQUEST, or CANCEL once cancelled), the same for both mails. */
function bookingInvitation(context: MailContext, locale: Locale) {
  const { booking, kind, brand, from, siteUrl, place } = context
  const copy = visitorCopy[locale]
  const host = new URL(siteUrl).host
  const manage = `${siteUrl}${localizedPath(booking.locale, '/booking/manage')}?token=${context.token}`
  const method = kind === 'cancelled' ? ('CANCEL' as const) : ('REQUEST' as const)
  const description = [
    `${copy.topic}: ${booking.topic}`,
    ...(context.call ? [`${copy.call}: ${context.call}`] : []),
    `${copy.adviser}: ${context.adviser.name}`,
    `${copy.manage}: ${manage}`,
  ].join('\n')
  return {
    method,
    content: invitation({
      uid: `booking-${booking.id}@${host}`,
      sequence: booking.sequence ?? 0,
      method,
      start: new Date(booking.start),
      end: new Date(booking.end),
      stamp: new Date(booking.updatedAt),
      summary: copy.summary(brand),
      description,
      location: placeText(place, copy.video),
      url: place.kind === 'video' ? place.url : null,
      organizer: { name: brand, email: from.address },
      attendees: [
        { name: booking.name, email: booking.email },
        { name: context.adviser.name, email: context.adviser.email },
      ],
      productId: { company: host, product: 'booking', language: locale.toUpperCase() },
    }),
  }
}

/** The invitation as nodemailer sends it: a text/calendar part with its method, and a file. */
function calendarParts(context: MailContext, locale: Locale): Partial<SendEmailOptions> {
  if (context.kind === 'reminder') return {}
  const { method, content } = bookingInvitation(context, locale)
  return {
    icalEvent: { method, filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics', content },
  } as Partial<SendEmailOptions>
}

/**
 * The visitor's mail, in the language they booked in: what happened (booked, moved, cancelled,
 * or the reminder a day before), when in Zagreb time, where (the office or the video link),
 * with whom and about what, the invitation for their calendar, and the link to move or cancel.
 */
export function visitorMail(context: MailContext): SendEmailOptions {
  const { booking, kind, brand, siteUrl } = context
  const locale = booking.locale
  const copy = visitorCopy[locale]
  const when = meetingTime(locale, booking.start)
  const manage = `${siteUrl}${localizedPath(locale, '/booking/manage')}?token=${context.token}`
  const again = `${siteUrl}${localizedPath(locale, '/booking')}`
  const details = [
    `${copy.when}: ${when} (${copy.timeZone})`,
    `${copy.where}: ${placeText(context.place, copy.video)}`,
    `${copy.adviser}: ${context.adviser.name}`,
    `${copy.topic}: ${booking.topic}`,
    ...(context.call ? [`${copy.call}: ${context.call}`] : []),
    ...(booking.code ? [`${copy.code}: ${booking.code}`] : []),
  ].join('\n')
  const opening = `${copy.greeting(booking.name)}\n${copy.lead[kind]}`
  const link =
    kind === 'cancelled'
      ? { label: copy.bookAgain, url: again }
      : { label: copy.manage, url: manage }
  const blocks = [opening, details, ...(kind === 'reminder' ? [] : [copy.invitation])]
  return {
    to: { name: booking.name, address: booking.email },
    from: context.from,
    subject: copy.subject[kind](when),
    text: [...blocks, `${link.label}: ${link.url}`, copy.closing(brand)].join('\n\n') + '\n',
    html: mailHtml(locale, [...blocks, link, copy.closing(brand)]),
    ...calendarParts(context, locale),
  }
}

/**
 * The adviser's mail, in Croatian: who booked, how to reach them, what about, the same
 * invitation (or its CANCEL), and the booking in /admin.
 */
export function adviserMail(context: MailContext): SendEmailOptions {
  const { booking, kind, siteUrl } = context
  const copy = adviserCopy
  const visitor = visitorCopy.hr
  const when = meetingTime('hr', booking.start)
  const details = [
    `${visitor.when}: ${when}`,
    `${visitor.where}: ${placeText(context.place, visitor.video)}`,
    `${copy.name}: ${booking.name}`,
    `${copy.email}: ${booking.email}`,
    `${copy.phone}: ${booking.phone}`,
    ...(booking.company ? [`${copy.company}: ${booking.company}`] : []),
    `${visitor.topic}: ${booking.topic}`,
    ...(context.call ? [`${visitor.call}: ${context.call}`] : []),
    ...(booking.code ? [`${visitor.code}: ${booking.code}`] : []),
    `${copy.language}: ${copy.languages[booking.locale]}`,
  ].join('\n')
  const admin = `${siteUrl}/admin/collections/bookings/${booking.id}`
  return {
    to: { name: context.adviser.name, address: context.adviser.email },
    from: context.from,
    replyTo: { name: booking.name, address: booking.email },
    subject: copy.subject[kind](when, booking.name),
    text: [copy.lead[kind], details, `${copy.admin}: ${admin}`].join('\n\n') + '\n',
    html: mailHtml('hr', [copy.lead[kind], details, { label: copy.admin, url: admin }]),
    ...calendarParts(context, 'hr'),
  }
}
