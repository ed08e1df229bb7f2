import type { FormResultDefinition } from '@/forms/results'
import { fieldProblems, problemsNamed } from '@/forms/results'
import { parseContentId } from '@/lib/contentId'

/** A job application's result page (`/forms/application`). */
export const formResult: FormResultDefinition = {
  namespace: 'Careers',
  statuses: {
    stored: { key: 'applied', tone: 'success' },
    closed: { key: 'closed', tone: 'error' },
    limited: { key: 'tooMany', tone: 'error' },
    error: { key: 'failure', tone: 'error' },
  },
  problem: problemsNamed([...fieldProblems, 'cvRequired', 'cvTooLarge', 'cvNotPdf']),
  back: { href: '/careers', label: 'backToJobs' },
  // An application that can be corrected goes back to its opening's form.
  backFor: (query) => {
    const job = parseContentId(query.get('job') ?? '')
    if (job === null || query.status === 'stored' || query.status === 'closed') return null
    return { href: `/careers/${job}`, label: 'backToJob' }
  },
  detail: (key) => (key === 'applied' ? 'appliedDetail' : null),
}
