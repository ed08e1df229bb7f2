import { createTranslator } from 'next-intl'

import type { Locale } from './locales'
import type hr from './messages/hr.json'

type Messages = typeof hr

/**
 * A translator of one namespace in the browser, made from the messages of that namespace alone
 * (the server parent's namespaceMessages): browser code must not import the message files,
 * which hold every language's every namespace.
 */
export function namespaceTranslator<N extends keyof Messages>(
  locale: Locale,
  namespace: N,
  messages: Messages[N],
) {
  return createTranslator({
    locale,
    messages: { [namespace]: messages } as unknown as Messages,
    namespace,
  })
}

/** What namespaceTranslator gives for a namespace. */
export type NamespaceTranslator<N extends keyof Messages> = ReturnType<
  typeof namespaceTranslator<N>
>
