import type { Payload } from 'payload'

import { mayHandleLeads } from '@/access/handlesLeads'
import { adminLanguage } from '@/i18n/adminLanguage'
import { officeLocale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { zagrebDay } from '@/lib/zagreb'

import { AgendaDay } from './AgendaDay'
import { AgendaNav } from './AgendaNav'
import { agendaLink, agendaRange, type AgendaParams } from './agendaRange'
import { findAgendaBookings } from './findAgendaBookings'

/** The formatting locale of each language, for the days' titles. */

/** The agenda's words in the admin language (the `BookingAdmin` messages). */
export type AgendaWords = ReturnType<typeof translator<'BookingAdmin'>>

type Props = {
  payload: Payload
  user?: { id?: number | string; role?: string | null } | null
  i18n?: { language?: string }
  searchParams?: AgendaParams
}

/**
 * The bookings list's agenda in /admin: the day's or the week's consultations in Zagreb time,
 * by day, the signed-in adviser's own or everyone's, with links to each booking (where its
 * status is set to held or no-show). Plain links and a server render: no client code.
 */
export async function BookingAgenda({ payload, user, i18n, searchParams }: Props) {
  if (!mayHandleLeads(user)) return null
  const language = adminLanguage({ i18n })
  const t = translator(language, 'BookingAdmin')
  const range = agendaRange(searchParams)
  const found = await findAgendaBookings(payload, user?.id, range)
  const base = `${payload.config.routes.admin}/collections/bookings`
  const dayTitle = new Intl.DateTimeFormat(officeLocale[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  })
  return (
    <section
      id="booking-agenda"
      aria-labelledby="booking-agenda-title"
      style={{ marginBottom: 32 }}
    >
      <h2 id="booking-agenda-title">{t('title')}</h2>
      <AgendaNav t={t} range={range} link={(changes) => agendaLink(base, range, changes)} />
      <p>{t('hint')}</p>
      {range.days.map((day) => (
        <AgendaDay
          key={day}
          day={day}
          bookings={found.docs.filter((booking) => zagrebDay(Date.parse(booking.start)) === day)}
          t={t}
          dayTitle={dayTitle}
          base={base}
        />
      ))}
    </section>
  )
}
