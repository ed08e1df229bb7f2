import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { getBrandName, getSiteSettings } from '@/site-settings/getSiteSettings'

import { Footer } from './Footer'
import { frameParts } from './frameParts'
import { siteLinks } from './siteLinks'
import { SiteNavbar } from './SiteNavbar'
import { SkipLink } from './SkipLink'
import { Toaster } from './Toaster.client'

/**
 * Navbar, main content and footer around every public page, with what the features show in
 * them (`frame` of their definitions).
 */
export async function SiteFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  const settings = await getSiteSettings(locale)
  const brand = await getBrandName(locale)
  const [parts, links] = await Promise.all([frameParts(locale), siteLinks(locale)])
  return (
    <>
      <SkipLink />
      <SiteNavbar settings={settings} brand={brand} corner={parts.navbar} links={links} />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        {children}
      </main>
      <Footer
        locale={locale}
        settings={settings}
        brand={brand}
        bands={parts.footer}
        links={links}
      />
      {parts.floating}
      <Toaster />
    </>
  )
}
