import { addDays } from '@/lib/zagreb'

import type { AgendaRange } from './agendaRange'
import type { AgendaWords } from './BookingAgenda'

/** The agenda's links: day or week, previous, today and next, the adviser's own or all. */
export function AgendaNav({
  t,
  range: { view, today, chosen, mine },
  link,
}: {
  t: AgendaWords
  range: AgendaRange
  link: (changes: Record<string, string>) => string
}) {
  const step = view === 'week' ? 7 : 1
  return (
    <nav
      aria-label={t('title')}
      style={{ display: 'flex', gap: 12, flexWrap: 'wrap', margin: '12px 0' }}
    >
      <a href={link({ agenda: 'day' })} aria-current={view === 'day' ? 'page' : undefined}>
        {t('day')}
      </a>
      <a href={link({ agenda: 'week' })} aria-current={view === 'week' ? 'page' : undefined}>
        {t('week')}
      </a>
      <span aria-hidden="true">·</span>
      <a href={link({ from: addDays(chosen, -step) })}>{t('previous')}</a>
      <a href={link({ from: today })}>{t('today')}</a>
      <a href={link({ from: addDays(chosen, step) })}>{t('next')}</a>
      <span aria-hidden="true">·</span>
      <a href={link({ mine: mine ? '0' : '1' })}>{mine ? t('all') : t('mine')}</a>
    </nav>
  )
}
