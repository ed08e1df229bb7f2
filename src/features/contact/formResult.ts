import type { FormResultDefinition } from '@/forms/results'
import { fieldProblems, problemsNamed } from '@/forms/results'

/** The enquiry form's result page (`/forms/contact`). */
export const formResult: FormResultDefinition = {
  namespace: 'Contact',
  statuses: {
    stored: { key: 'success', tone: 'success' },
    limited: { key: 'tooMany', tone: 'error' },
    error: { key: 'failure', tone: 'error' },
  },
  problem: problemsNamed([...fieldProblems, 'call', 'code', 'origin']),
  back: { href: '/#contact', label: 'back' },
  detail: (key) => ({ success: 'successDetail', failure: 'failureDetail' })[key] ?? null,
}
