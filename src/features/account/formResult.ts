import type { FormResultDefinition } from '@/forms/results'
import { problemsNamed } from '@/forms/results'

/** The account forms' result page (`/forms/account`): sign-up, sign-in, recovery, links. */
export const formResult: FormResultDefinition = {
  namespace: 'Account',
  statuses: {
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
  problem: problemsNamed(['required', 'email', 'tooLong', 'tooShort', 'common', 'characters']),
  back: { href: '/auth', label: 'back' },
}
