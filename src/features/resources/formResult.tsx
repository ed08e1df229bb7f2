import type { FormResultDefinition } from '@/forms/results'
import { fieldProblems, problemsNamed } from '@/forms/results'

/** A download request's result page (`/forms/download`), with the file once granted. */
export const formResult: FormResultDefinition = {
  namespace: 'Downloads',
  statuses: {
    granted: { key: 'granted', tone: 'success' },
    unavailable: { key: 'unavailable', tone: 'error' },
    limited: { key: 'tooMany', tone: 'error' },
    error: { key: 'failure', tone: 'error' },
  },
  problem: problemsNamed(fieldProblems),
  back: { href: '/resources', label: 'backToResources' },
  detail: (key, query) =>
    key === 'granted' && query.get('newsletter') === 'pending' ? 'newsletterPending' : null,
  after: async (locale, query) =>
    query.status === 'granted'
      ? (await import('./components/GrantedDownload')).grantedDownload(locale, query)
      : null,
}
