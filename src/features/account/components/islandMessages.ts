import type { MessagePick } from '@/i18n/clientMessages'

/** The messages each browser island of this folder reads (see IslandMessages). */
export const islandMessages = {
  AccountLinks: {
    Account: ['signIn', 'account', 'admin', 'signedOut', 'signOut'],
    Alerts: ['links'],
  },
  AccountForms: { Account: true },
  ResetPasswordForm: { Account: true },
  EmailLinkForm: { Account: true },
} satisfies Record<string, MessagePick>
