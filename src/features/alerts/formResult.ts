import type { FormResultDefinition } from '@/forms/results'
import { problemsNamed } from '@/forms/results'

/** The alert forms' and links' result page (`/forms/alerts`). */
export const formResult: FormResultDefinition = {
  namespace: 'Alerts',
  statuses: {
    pending: { key: 'result.pending', tone: 'info' },
    active: { key: 'result.active', tone: 'success' },
    confirmed: { key: 'result.confirmed', tone: 'success' },
    updated: { key: 'result.updated', tone: 'success' },
    paused: { key: 'result.paused', tone: 'info' },
    resumed: { key: 'result.resumed', tone: 'success' },
    deleted: { key: 'result.deleted', tone: 'info' },
    'not-relevant': { key: 'result.notRelevant', tone: 'success' },
    'link-invalid': { key: 'result.linkInvalid', tone: 'error' },
    invalid: { key: 'problem.invalid', tone: 'error' },
    limited: { key: 'result.tooMany', tone: 'error' },
    error: { key: 'result.error', tone: 'error' },
  },
  problem: problemsNamed(['invalid', 'codes', 'tooManyCodes', 'filters', 'amount', 'call']),
  back: { href: '/alerts', label: 'back' },
}
