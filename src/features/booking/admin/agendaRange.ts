import { addDays, zagrebDay } from '@/lib/zagreb'

import { weekday } from '../rules'

export type AgendaParams = Record<string, string | string[] | undefined>

/** Today's date in Zagreb, read when the agenda renders (a server render per request). */
const todayInZagreb = () => zagrebDay(new Date())

const param = (params: AgendaParams | undefined, name: string) => {
  const value = params?.[name]
  return typeof value === 'string' ? value : undefined
}

/**
 * What the agenda's query string asks for: the day or the week (from Monday) around the day
 * chosen (today unless a valid `from`), and the signed-in adviser's own bookings or everyone's.
 */
export function agendaRange(searchParams: AgendaParams | undefined) {
  const view = param(searchParams, 'agenda') === 'day' ? 'day' : 'week'
  const today = todayInZagreb()
  const asked = param(searchParams, 'from')
  const chosen = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : today
  const first = view === 'week' ? addDays(chosen, 1 - weekday(chosen)) : chosen
  const length = view === 'week' ? 7 : 1
  const days = Array.from({ length }, (_, n) => addDays(first, n))
  const mine = param(searchParams, 'mine') === '1'
  return { view, today, chosen, first, length, days, mine } as const
}

export type AgendaRange = ReturnType<typeof agendaRange>

/** A link to the agenda with the current choices, some of them changed. */
export function agendaLink(
  base: string,
  { view, chosen, mine }: Pick<AgendaRange, 'view' | 'chosen' | 'mine'>,
  changes: Record<string, string>,
) {
  const query = new URLSearchParams({
    agenda: view,
    from: chosen,
    ...(mine ? { mine: '1' } : {}),
    ...changes,
  })
  if (changes.mine === '0') query.delete('mine')
  return `${base}?${query}`
}
