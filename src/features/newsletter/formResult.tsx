import type { FormResultDefinition } from '@/forms/results'

import { LeaveButton } from './components/LeaveButton'

/** The subscription's result page (`/forms/newsletter`), and the unsubscribe link's question. */
export const formResult: FormResultDefinition = {
  namespace: 'Newsletter',
  statuses: {
    pending: { key: 'pending', tone: 'info' },
    confirmed: { key: 'success', tone: 'success' },
    unsubscribed: { key: 'unsubscribed', tone: 'info' },
    leave: { key: 'leaveQuestion', tone: 'info' },
    'link-invalid': { key: 'linkInvalid', tone: 'error' },
    invalid: { key: 'invalid', tone: 'error' },
    limited: { key: 'tooMany', tone: 'error' },
    error: { key: 'error', tone: 'error' },
  },
  problem: (problem) => (problem === 'characters' ? 'characters' : null),
  back: { href: '/', label: 'home' },
  // The unsubscribe link asks first (a mail scanner fetching it changes nothing).
  after: async (_locale, query, t) => {
    const token = query.get('token')
    if (query.status !== 'leave' || !token || !/^[\w-]{20,64}$/.test(token)) return null
    return <LeaveButton token={token} label={t('leaveButton')} />
  },
}
