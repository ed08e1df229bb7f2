import type { CollectionBeforeOperationHook } from 'payload'

/**
 * Payload would mail a confirmation link synchronously inside every account creation, so a
 * mail server that is down would fail the seed or an admin's "create user". Accounts created
 * by admins count as confirmed anyway; a public sign-up queues its own confirmation mail
 * (src/features/account/service.ts), which is retried like every other mail.
 */
export const noBuiltInVerificationMail: CollectionBeforeOperationHook = ({ args, operation }) =>
  operation === 'create' ? { ...args, disableVerificationEmail: true } : args
