import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import { clientMessages } from '@/i18n/clientMessages'
import type { Locale } from '@/i18n/locales'

import '@/app/(frontend)/globals.css'

/** The HTML document of every public page: language and messages for the client islands. */
export async function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = clientMessages(await getMessages({ locale }))
  return (
    <html lang={locale} data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col">
        <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>
      </body>
    </html>
  )
}
