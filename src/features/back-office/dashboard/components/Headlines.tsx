import { translator } from '@/i18n/translator'

import type { Language } from '../language'
import type { DashboardFigures } from '../queries'

import { formats } from './format'

/**
 * The four figures an adviser looks at first, as plain text: new leads this week, conversion
 * to won, overdue follow-ups, and this week's consultations.
 */
export function Headlines({
  figures,
  language,
}: {
  figures: DashboardFigures
  language: Language
}) {
  const t = translator(language, 'Dashboard')
  const format = formats(language)
  const { period, conversion } = figures
  const leadsThisWeek = figures.leadsPerWeek.reduce((sum, row) => sum + (row.counts.at(-1) ?? 0), 0)
  const overdue = figures.followUpsDue.reduce((sum, row) => sum + row.overdue, 0)
  const dueToday = figures.followUpsDue.reduce((sum, row) => sum + row.today, 0)
  const bookings = figures.bookingsThisWeek.reduce(
    (sum, day) => sum + day.booked + day.held + day['no-show'],
    0,
  )
  const closed = conversion.won + conversion.lost
  const lastDay = period.days.at(-1)!.day
  const items = [
    { id: 'leads-this-week', term: t('leadsThisWeek'), value: format.number(leadsThisWeek) },
    {
      id: 'conversion',
      term: t('conversion'),
      value: closed === 0 ? '—' : format.share(conversion.won, closed),
      detail:
        closed === 0
          ? t('noConversion')
          : t('conversionDetail', { all: format.share(conversion.won, conversion.leads) }),
    },
    {
      id: 'overdue',
      term: t('overdue'),
      value: format.number(overdue),
      detail: t('dueToday', { today: format.number(dueToday) }),
    },
    { id: 'bookings-this-week', term: t('bookingsThisWeek'), value: format.number(bookings) },
  ]
  return (
    <>
      <p>{t('period', { from: format.date(period.firstDay), to: format.date(lastDay) })}</p>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
          gap: 16,
          margin: '16px 0',
        }}
      >
        {items.map((item) => (
          <div
            key={item.id}
            data-figure={item.id}
            style={{
              border: '1px solid var(--theme-elevation-150)',
              borderRadius: 4,
              padding: 12,
            }}
          >
            <dt style={{ color: 'var(--theme-elevation-800)' }}>{item.term}</dt>
            <dd style={{ margin: '4px 0 0' }}>
              <span style={{ fontSize: 24, fontWeight: 600 }}>{item.value}</span>
              {item.detail ? (
                <span style={{ display: 'block', color: 'var(--theme-elevation-800)' }}>
                  {item.detail}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </>
  )
}
