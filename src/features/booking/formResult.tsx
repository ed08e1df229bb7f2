import type { FormResultDefinition } from '@/forms/results'
import { problemsNamed } from '@/forms/results'

/** A booking's result page (`/forms/booking`); a taken slot offers the next free day. */
export const formResult: FormResultDefinition = {
  namespace: 'Booking',
  statuses: {
    taken: { key: 'result.taken', tone: 'error' },
    'link-invalid': { key: 'result.linkInvalid', tone: 'error' },
    invalid: { key: 'problem.invalid', tone: 'error' },
    limited: { key: 'result.tooMany', tone: 'error' },
    'mail-limited': { key: 'result.mailLimit', tone: 'error' },
    error: { key: 'result.error', tone: 'error' },
  },
  problem: problemsNamed([
    'required',
    'tooLong',
    'characters',
    'email',
    'phone',
    'start',
    'consent',
    'call',
    'code',
    'upcoming',
  ]),
  back: { href: '/booking', label: 'back' },
  after: async (locale, query) => {
    if (query.status !== 'taken') return null
    const { TakenNextDay } = await import('./components/TakenNextDay')
    return <TakenNextDay locale={locale} day={query.get('day')} />
  },
}
