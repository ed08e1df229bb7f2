/**
 * The forms that answer a browser without JavaScript with a result page (each has its route,
 * `app/(frontend)/[locale]/(site)/forms/{form}`).
 */
export type ResultFormName =
  | 'contact'
  | 'newsletter'
  | 'funding-check'
  | 'account'
  | 'application'
  | 'download'
  | 'alerts'
  | 'booking'

/**
 * A message key of the form's namespace (Contact, Newsletter, FundingCheck, Account, Careers,
 * Downloads, Alerts, Booking), or of the
 * Request namespace when `request` is set (a body that could not be read), and its tone.
 */
export type ResultMessage = { key: string; tone: 'success' | 'error' | 'info'; request?: true }

/** What any form's post may fail on before the form itself is read. */
const requestProblems: Record<string, ResultMessage> = {
  'too-large': { key: 'tooLarge', tone: 'error', request: true },
  malformed: { key: 'malformed', tone: 'error', request: true },
}

const table: Record<ResultFormName, Record<string, ResultMessage>> = {
  alerts: {
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
  booking: {
    taken: { key: 'result.taken', tone: 'error' },
    'link-invalid': { key: 'result.linkInvalid', tone: 'error' },
    invalid: { key: 'problem.invalid', tone: 'error' },
    limited: { key: 'result.tooMany', tone: 'error' },
    'mail-limited': { key: 'result.mailLimit', tone: 'error' },
    error: { key: 'result.error', tone: 'error' },
  },
  contact: {
    stored: { key: 'success', tone: 'success' },
    limited: { key: 'tooMany', tone: 'error' },
    error: { key: 'failure', tone: 'error' },
  },
  newsletter: {
    pending: { key: 'pending', tone: 'info' },
    confirmed: { key: 'success', tone: 'success' },
    unsubscribed: { key: 'unsubscribed', tone: 'info' },
    leave: { key: 'leaveQuestion', tone: 'info' },
    'link-invalid': { key: 'linkInvalid', tone: 'error' },
    invalid: { key: 'invalid', tone: 'error' },
    limited: { key: 'tooMany', tone: 'error' },
    error: { key: 'error', tone: 'error' },
  },
  'funding-check': {
    limited: { key: 'tooMany', tone: 'error' },
    error: { key: 'error', tone: 'error' },
  },
  account: {
    confirmed: { key: 'confirmed', tone: 'success' },
    'email-changed': { key: 'emailChanged', tone: 'success' },
    unlocked: { key: 'unlocked', tone: 'success' },
    created: { key: 'created', tone: 'success' },
    'reset-done': { key: 'resetDone', tone: 'success' },
    'resend-sent': { key: 'resendSent', tone: 'info' },
    'forgot-sent': { key: 'forgotSent', tone: 'info' },
    unverified: { key: 'unverified', tone: 'info' },
    refused: { key: 'invalidCredentials', tone: 'error' },
    exists: { key: 'alreadyRegistered', tone: 'error' },
    'link-invalid': { key: 'linkInvalid', tone: 'error' },
    expired: { key: 'linkInvalid', tone: 'error' },
    limited: { key: 'tooMany', tone: 'error' },
    unavailable: { key: 'error', tone: 'error' },
    error: { key: 'error', tone: 'error' },
  },
  application: {
    stored: { key: 'applied', tone: 'success' },
    closed: { key: 'closed', tone: 'error' },
    limited: { key: 'tooMany', tone: 'error' },
    error: { key: 'failure', tone: 'error' },
  },
  download: {
    granted: { key: 'granted', tone: 'success' },
    unavailable: { key: 'unavailable', tone: 'error' },
    limited: { key: 'tooMany', tone: 'error' },
    error: { key: 'failure', tone: 'error' },
  },
}

const fieldProblems = ['required', 'email', 'tooLong', 'singleLine', 'characters']
const cvProblems = ['cvRequired', 'cvTooLarge', 'cvNotPdf']

const problemKeys: Record<ResultFormName, (problem: string) => string | null> = {
  contact: (problem) =>
    [...fieldProblems, 'call', 'code', 'origin'].includes(problem) ? `problem.${problem}` : null,
  application: (problem) =>
    [...fieldProblems, ...cvProblems].includes(problem) ? `problem.${problem}` : null,
  download: (problem) => (fieldProblems.includes(problem) ? `problem.${problem}` : null),
  newsletter: (problem) => (problem === 'characters' ? 'characters' : null),
  account: (problem) =>
    ['required', 'email', 'tooLong', 'tooShort', 'common', 'characters'].includes(problem)
      ? `problem.${problem}`
      : null,
  alerts: (problem) =>
    ['invalid', 'codes', 'tooManyCodes', 'filters', 'amount', 'call'].includes(problem)
      ? `problem.${problem}`
      : null,
  booking: (problem) =>
    [
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
    ].includes(problem)
      ? `problem.${problem}`
      : null,
  'funding-check': (problem) =>
    ['required', 'oibFormat', 'oibChecksum', 'nkdFormat'].includes(problem) ? problem : null,
}

/**
 * What the result page says for a form post's `status` (and, for refusals, its `problems`):
 * the messages the same form shows as toasts with JavaScript on. Unknown values fall back to
 * the form's general error message.
 */
export function resultMessages(
  form: ResultFormName,
  status: string | undefined,
  problems: string | undefined,
): ResultMessage[] {
  if (status && status in requestProblems) return [requestProblems[status]!]
  if (status === 'invalid') {
    const keys = [...new Set((problems ?? '').split(',').map(problemKeys[form]))]
      .filter((key): key is string => Boolean(key))
      // "Please fill in all required fields" first, as the form says it first.
      .sort((a, b) => Number(b.endsWith('required')) - Number(a.endsWith('required')))
    if (keys.length > 0) return keys.map((key) => ({ key, tone: 'error' }))
  }
  return [(status && table[form][status]) || table[form].error!]
}
