import type { ReactNode } from 'react'

import { ChatLauncher } from '@/features/assistant/components'
import type { Locale } from '@/i18n/locales'
import { getBrandName, getSiteSettings } from '@/site-settings/getSiteSettings'

import { Footer } from './Footer'
import { SiteNavbar } from './SiteNavbar'
import { SkipLink } from './SkipLink'
import { Toaster } from './Toaster.client'

/** Navbar, main content and footer around every public page. */
export async function SiteFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  const settings = await getSiteSettings(locale)
  const brand = await getBrandName(locale)
  return (
    <>
      <SkipLink />
      <SiteNavbar settings={settings} brand={brand} />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        {children}
      </main>
      <Footer locale={locale} settings={settings} brand={brand} />
      <ChatLauncher />
      <Toaster />
    </>
  )
}
