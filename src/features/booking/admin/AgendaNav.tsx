import { addDays } from '@/lib/zagreb'

import type { AgendaRange } from './agendaRange'
import type { AgendaCopy } from './agendaWords'

/** The agenda's links: day or week, previous, today and next, the adviser's own or all. */
export function AgendaNav({
  copy,
  range: { view, today, chosen, mine },
  link,
}: {
  copy: AgendaCopy
  range: AgendaRange
  link: (changes: Record<string, string>) => string
}) {
  const step = view === 'week' ? 7 : 1
  return (
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
  )
}
