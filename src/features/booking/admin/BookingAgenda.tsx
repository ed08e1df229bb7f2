import type { Payload } from 'payload'

import { mayHandleLeads } from '@/access/handlesLeads'
import { adminLanguage } from '@/i18n/adminLanguage'
import { zagrebDay } from '@/lib/zagreb'

import { AgendaDay } from './AgendaDay'
import { AgendaNav } from './AgendaNav'
import { agendaLink, agendaRange, type AgendaParams } from './agendaRange'
import { localeTags, words } from './agendaWords'
import { findAgendaBookings } from './findAgendaBookings'

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
  const copy = words[language]
  const range = agendaRange(searchParams)
  const found = await findAgendaBookings(payload, user?.id, range)
  const base = `${payload.config.routes.admin}/collections/bookings`
  const dayTitle = new Intl.DateTimeFormat(localeTags[language], {
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
      <h2 id="booking-agenda-title">{copy.title}</h2>
      <AgendaNav copy={copy} range={range} link={(changes) => agendaLink(base, range, changes)} />
      <p>{copy.hint}</p>
      {range.days.map((day) => (
        <AgendaDay
          key={day}
          day={day}
          bookings={found.docs.filter((booking) => zagrebDay(Date.parse(booking.start)) === day)}
          copy={copy}
          language={language}
          dayTitle={dayTitle}
          base={base}
        />
      ))}
    </section>
  )
}
