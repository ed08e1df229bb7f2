import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import { frameMessages, pickMessages } from '@/i18n/clientMessages'
import type { Locale } from '@/i18n/locales'

import '@/app/(frontend)/globals.css'

/** The HTML document of every public page: its language, and the messages the frame's islands read. */
export async function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = pickMessages(await getMessages({ locale }), frameMessages)
  return (
    <html lang={locale} data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col">
        <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>
      </body>
    </html>
  )
}
