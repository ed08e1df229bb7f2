import type { AbstractIntlMessages } from 'next-intl'

/** Namespaces only the server uses (mails, API refusals, the assistant's answers). */
const serverNamespaces = new Set([
  'AccountMail',
  'NewsletterMail',
  'LeadMail',
  'SourceMail',
  'AssistantAnswer',
])

/** The messages the browser islands get: all but the server's own, which no page needs. */
export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(
    Object.entries(messages).filter(([namespace]) => !serverNamespaces.has(namespace)),
  )
}
