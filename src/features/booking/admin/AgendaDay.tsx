import { zagrebClock } from '@/lib/zagreb'
import type { Booking } from '@/payload-types'

import type { AgendaWords } from './BookingAgenda'

type Props = {
  day: string
  /** The bookings starting on this day. */
  bookings: Booking[]
  t: AgendaWords
  dayTitle: Intl.DateTimeFormat
  /** The bookings collection in /admin: each booking's link is beneath it. */
  base: string
}

/** One booking's row: its times, the visitor (linked), the topic cut short, adviser, status. */
function AgendaRow({ booking, t, base }: Pick<Props, 't' | 'base'> & { booking: Booking }) {
  return (
    <tr>
      <td>
        {zagrebClock(Date.parse(booking.start))}–{zagrebClock(Date.parse(booking.end))}
      </td>
      <td>
        <a href={`${base}/${booking.id}`}>{booking.name}</a>
        {booking.company ? ` (${booking.company})` : ''}
      </td>
      <td>{booking.topic.length > 80 ? `${booking.topic.slice(0, 79)}…` : booking.topic}</td>
      <td>{typeof booking.adviser === 'object' && booking.adviser ? booking.adviser.name : ''}</td>
      <td>{t(`statusNames.${booking.status}`)}</td>
    </tr>
  )
}

/** One day of the agenda: its title, then its bookings as a table (or that there are none). */
export function AgendaDay({ day, bookings, t, dayTitle, base }: Props) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return (
    <div data-day={day} style={{ marginTop: 16 }}>
      <h3>{dayTitle.format(new Date(Date.UTC(year, month - 1, date)))}</h3>
      {bookings.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('time')}</th>
              <th scope="col">{t('visitor')}</th>
              <th scope="col">{t('topic')}</th>
              <th scope="col">{t('adviser')}</th>
              <th scope="col">{t('status')}</th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((booking) => (
              <AgendaRow key={booking.id} booking={booking} t={t} base={base} />
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
