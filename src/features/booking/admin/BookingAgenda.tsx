import type { Payload } from 'payload'

import { mayHandleLeads } from '@/access/handlesLeads'
import { adminLanguage } from '@/i18n/adminLanguage'
import type { Locale } from '@/i18n/locales'
import { addDays, zagrebClock, zagrebDay, zagrebInstant } from '@/lib/zagreb'

import { weekday } from '../rules'

const words = {
  hr: {
    title: 'Raspored konzultacija',
    day: 'Dan',
    week: 'Tjedan',
    previous: 'Prethodno',
    today: 'Danas',
    next: 'Sljedeće',
    mine: 'Samo moje',
    all: 'Svi savjetnici',
    none: 'Nema rezervacija.',
    time: 'Vrijeme',
    visitor: 'Posjetitelj',
    topic: 'Tema',
    adviser: 'Savjetnik',
    status: 'Stanje',
    hint: 'Otvorite rezervaciju i promijenite stanje u „Održano” ili „Nije došao” nakon sastanka.',
  },
  en: {
    title: 'Consultation schedule',
    day: 'Day',
    week: 'Week',
    previous: 'Previous',
    today: 'Today',
    next: 'Next',
    mine: 'Mine only',
    all: 'All advisers',
    none: 'No bookings.',
    time: 'Time',
    visitor: 'Visitor',
    topic: 'Topic',
    adviser: 'Adviser',
    status: 'Status',
    hint: 'Open a booking and set its status to "Held" or "No-show" after the meeting.',
  },
  de: {
    title: 'Beratungskalender',
    day: 'Tag',
    week: 'Woche',
    previous: 'Zurück',
    today: 'Heute',
    next: 'Weiter',
    mine: 'Nur meine',
    all: 'Alle Berater',
    none: 'Keine Buchungen.',
    time: 'Zeit',
    visitor: 'Besucher',
    topic: 'Thema',
    adviser: 'Berater',
    status: 'Status',
    hint: 'Öffnen Sie eine Buchung und setzen Sie den Status nach dem Termin auf „Stattgefunden” oder „Nicht erschienen”.',
  },
} as const

const statusWords = {
  hr: { booked: 'Rezervirano', cancelled: 'Otkazano', held: 'Održano', 'no-show': 'Nije došao' },
  en: { booked: 'Booked', cancelled: 'Cancelled', held: 'Held', 'no-show': 'No-show' },
  de: {
    booked: 'Gebucht',
    cancelled: 'Storniert',
    held: 'Stattgefunden',
    'no-show': 'Nicht erschienen',
  },
} as const

const localeTags: Record<Locale, string> = { hr: 'hr-HR', en: 'en-GB', de: 'de-DE' }

type Props = {
  payload: Payload
  user?: { id?: number | string; role?: string | null } | null
  i18n?: { language?: string }
  searchParams?: Record<string, string | string[] | undefined>
}

/** Today's date in Zagreb, read when the agenda renders (a server render per request). */
const todayInZagreb = () => zagrebDay(new Date())

const param = (params: Props['searchParams'], name: string) => {
  const value = params?.[name]
  return typeof value === 'string' ? value : undefined
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
  const view = param(searchParams, 'agenda') === 'day' ? 'day' : 'week'
  const today = todayInZagreb()
  const asked = param(searchParams, 'from')
  const chosen = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : today
  const first = view === 'week' ? addDays(chosen, 1 - weekday(chosen)) : chosen
  const length = view === 'week' ? 7 : 1
  const days = Array.from({ length }, (_, n) => addDays(first, n))
  const mine = param(searchParams, 'mine') === '1'

  const own = mine
    ? await payload.find({
        collection: 'advisers',
        where: { user: { equals: user?.id } },
        depth: 0,
        limit: 10,
        overrideAccess: true,
      })
    : null
  const found = await payload.find({
    collection: 'bookings',
    where: {
      and: [
        { start: { greater_than_equal: new Date(zagrebInstant(first)).toISOString() } },
        {
          start: {
            less_than: new Date(zagrebInstant(addDays(first, length))).toISOString(),
          },
        },
        ...(own ? [{ adviser: { in: own.docs.map((adviser) => adviser.id) } }] : []),
      ],
    },
    sort: 'start',
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  const base = `${payload.config.routes.admin}/collections/bookings`
  const link = (changes: Record<string, string>) => {
    const query = new URLSearchParams({
      agenda: view,
      from: chosen,
      ...(mine ? { mine: '1' } : {}),
      ...changes,
    })
    if (changes.mine === '0') query.delete('mine')
    return `${base}?${query}`
  }
  const dayTitle = new Intl.DateTimeFormat(localeTags[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  })
  const step = view === 'week' ? 7 : 1
  return (
    <section
      id="booking-agenda"
      aria-labelledby="booking-agenda-title"
      style={{ marginBottom: 32 }}
    >
      <h2 id="booking-agenda-title">{copy.title}</h2>
      <nav
        aria-label={copy.title}
        style={{ display: 'flex', gap: 12, flexWrap: 'wrap', margin: '12px 0' }}
      >
        <a href={link({ agenda: 'day' })} aria-current={view === 'day' ? 'page' : undefined}>
          {copy.day}
        </a>
        <a href={link({ agenda: 'week' })} aria-current={view === 'week' ? 'page' : undefined}>
          {copy.week}
        </a>
        <span aria-hidden="true">·</span>
        <a href={link({ from: addDays(chosen, -step) })}>{copy.previous}</a>
        <a href={link({ from: today })}>{copy.today}</a>
        <a href={link({ from: addDays(chosen, step) })}>{copy.next}</a>
        <span aria-hidden="true">·</span>
        <a href={link({ mine: mine ? '0' : '1' })}>{mine ? copy.all : copy.mine}</a>
      </nav>
      <p>{copy.hint}</p>
      {days.map((day) => {
        const bookings = found.docs.filter(
          (booking) => zagrebDay(Date.parse(booking.start)) === day,
        )
        const [year, month, date] = day.split('-').map(Number) as [number, number, number]
        return (
          <div key={day} data-day={day} style={{ marginTop: 16 }}>
            <h3>{dayTitle.format(new Date(Date.UTC(year, month - 1, date)))}</h3>
            {bookings.length === 0 ? (
              <p>{copy.none}</p>
            ) : (
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{copy.time}</th>
                    <th scope="col">{copy.visitor}</th>
                    <th scope="col">{copy.topic}</th>
                    <th scope="col">{copy.adviser}</th>
                    <th scope="col">{copy.status}</th>
                  </tr>
                </thead>
                <tbody>
                  {bookings.map((booking) => (
                    <tr key={booking.id}>
                      <td>
                        {zagrebClock(Date.parse(booking.start))}–
                        {zagrebClock(Date.parse(booking.end))}
                      </td>
                      <td>
                        <a href={`${base}/${booking.id}`}>{booking.name}</a>
                        {booking.company ? ` (${booking.company})` : ''}
                      </td>
                      <td>
                        {booking.topic.length > 80
                          ? `${booking.topic.slice(0, 79)}…`
                          : booking.topic}
                      </td>
                      <td>
                        {typeof booking.adviser === 'object' && booking.adviser
                          ? booking.adviser.name
                          : ''}
                      </td>
                      <td>{statusWords[language][booking.status]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        )
      })}
    </section>
  )
}
