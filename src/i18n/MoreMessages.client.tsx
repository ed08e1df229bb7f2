'use client'

import {
  NextIntlClientProvider,
  useLocale,
  useMessages,
  type AbstractIntlMessages,
} from 'next-intl'
import { useMemo, type ReactNode } from 'react'

/**
 * Adds an island's messages to those of the provider above it (a nested provider alone would
 * replace them), so an island inside another reads both.
 */
export function MoreMessages({
  messages,
  children,
}: {
  messages: AbstractIntlMessages
  children: ReactNode
}) {
  const locale = useLocale()
  const inherited = useMessages()
  const merged = useMemo(() => ({ ...inherited, ...messages }), [inherited, messages])
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  )
}
