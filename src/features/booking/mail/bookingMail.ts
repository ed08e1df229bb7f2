import type { SendEmailOptions } from 'payload'

import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import type { Booking } from '@/payload-types'
import { localizedPath } from '@/seo/alternates'
import { mailHtml } from '@/server/mail/html'

import type { BookingMailKind } from '../rules/bookingValues'
import type { MeetingPlace } from '../types'

import { invitation } from './invitation'
import { meetingTime } from './meetingTime'

const mailText = (locale: Locale) => translator(locale, 'BookingMail')

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
  const t = mailText(locale)
  const host = new URL(siteUrl).host
  const manage = `${siteUrl}${localizedPath(booking.locale, '/booking/manage')}?token=${context.token}`
  const method = kind === 'cancelled' ? ('CANCEL' as const) : ('REQUEST' as const)
  const description = [
    `${t('visitor.topic')}: ${booking.topic}`,
    ...(context.call ? [`${t('visitor.call')}: ${context.call}`] : []),
    `${t('visitor.adviser')}: ${context.adviser.name}`,
    `${t('visitor.manage')}: ${manage}`,
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
      summary: t('visitor.summary', { brand }),
      description,
      location: placeText(place, t('visitor.video')),
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
 * with whom and about what, the invitation for their calendar, and the link to move or cancel
 * (messages BookingMail).
 */
export function visitorMail(context: MailContext): SendEmailOptions {
  const { booking, kind, brand, siteUrl } = context
  const locale = booking.locale
  const t = mailText(locale)
  const when = meetingTime(locale, booking.start)
  const manage = `${siteUrl}${localizedPath(locale, '/booking/manage')}?token=${context.token}`
  const again = `${siteUrl}${localizedPath(locale, '/booking')}`
  const details = [
    `${t('visitor.when')}: ${when} (${t('visitor.timeZone')})`,
    `${t('visitor.where')}: ${placeText(context.place, t('visitor.video'))}`,
    `${t('visitor.adviser')}: ${context.adviser.name}`,
    `${t('visitor.topic')}: ${booking.topic}`,
    ...(context.call ? [`${t('visitor.call')}: ${context.call}`] : []),
    ...(booking.code ? [`${t('visitor.code')}: ${booking.code}`] : []),
  ].join('\n')
  const opening = `${t('visitor.greeting', { name: booking.name })}\n${t(`visitor.lead.${kind}`)}`
  const link =
    kind === 'cancelled'
      ? { label: t('visitor.bookAgain'), url: again }
      : { label: t('visitor.manage'), url: manage }
  const blocks = [opening, details, ...(kind === 'reminder' ? [] : [t('visitor.invitation')])]
  const closing = t('visitor.closing', { brand })
  return {
    to: { name: booking.name, address: booking.email },
    from: context.from,
    subject: t(`visitor.subject.${kind}`, { when }),
    text: [...blocks, `${link.label}: ${link.url}`, closing].join('\n\n') + '\n',
    html: mailHtml(locale, [...blocks, link, closing]),
    ...calendarParts(context, locale),
  }
}

/**
 * The adviser's mail, in Croatian (messages BookingMail): who booked, how to reach them, what
 * about, the same invitation (or its CANCEL), and the booking in /admin.
 */
export function adviserMail(context: MailContext): SendEmailOptions {
  const { booking, kind, siteUrl } = context
  const t = mailText('hr')
  const when = meetingTime('hr', booking.start)
  const details = [
    `${t('visitor.when')}: ${when}`,
    `${t('visitor.where')}: ${placeText(context.place, t('visitor.video'))}`,
    `${t('adviser.name')}: ${booking.name}`,
    `${t('adviser.email')}: ${booking.email}`,
    `${t('adviser.phone')}: ${booking.phone}`,
    ...(booking.company ? [`${t('adviser.company')}: ${booking.company}`] : []),
    `${t('visitor.topic')}: ${booking.topic}`,
    ...(context.call ? [`${t('visitor.call')}: ${context.call}`] : []),
    ...(booking.code ? [`${t('visitor.code')}: ${booking.code}`] : []),
    `${t('adviser.language')}: ${t(`adviser.languages.${booking.locale}`)}`,
  ].join('\n')
  const admin = `${siteUrl}/admin/collections/bookings/${booking.id}`
  const lead = t(`adviser.lead.${kind}`)
  const adminLabel = t('adviser.admin')
  return {
    to: { name: context.adviser.name, address: context.adviser.email },
    from: context.from,
    replyTo: { name: booking.name, address: booking.email },
    subject: t(`adviser.subject.${kind}`, { when, name: booking.name }),
    text: [lead, details, `${adminLabel}: ${admin}`].join('\n\n') + '\n',
    html: mailHtml('hr', [lead, details, { label: adminLabel, url: admin }]),
    ...calendarParts(context, 'hr'),
  }
}
