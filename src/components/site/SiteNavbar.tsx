import type { ReactNode } from 'react'

import type { SiteSettingsData } from '@/site-settings/getSiteSettings'

import { Navbar } from './Navbar.client'
import type { SiteLinks } from './siteLinks'

type Props = { settings: SiteSettingsData; brand: string; corner: ReactNode; links: SiteLinks }

/** Passes the brand, the external product link from site settings and the features' corner. */
export function SiteNavbar({ settings, brand, corner, links }: Props) {
  const { label, url } = settings.product ?? {}
  return (
    <Navbar
      brand={brand}
      product={label && url ? { label, url } : null}
      corner={corner}
      links={links}
    />
  )
}
