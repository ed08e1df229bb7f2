import type { SiteSettingsData } from '@/site-settings/getSiteSettings'

import { Navbar } from './Navbar.client'

/** Passes the brand and the external product link from site settings to the navbar. */
export function SiteNavbar({ settings, brand }: { settings: SiteSettingsData; brand: string }) {
  const { label, url } = settings.product ?? {}
  return <Navbar brand={brand} product={label && url ? { label, url } : null} />
}
