import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

import '@/app/(frontend)/globals.css'

/** The HTML document of every public page: language and messages for the client islands. */
export function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={locale} data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col">
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  )
}
