import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import type { SiteSettingsData } from '@/site-settings/getSiteSettings'

import { FooterBrand } from './FooterBrand'
import { FooterContact } from './FooterContact'
import { FooterLegal } from './FooterLegal'
import { footerLinkClass as linkClass } from './footerParts'
import { SectionLink } from './SectionLink.client'
import type { MenuLink, SiteLinks } from './siteLinks'

function LinkItem({ link }: { link: MenuLink }) {
  return (
    <li>
      <Link href={link.href} prefetch={link.prefetch} className={linkClass}>
        {link.label}
      </Link>
    </li>
  )
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">{children}</ul>
    </div>
  )
}

type Props = {
  locale: Locale
  settings: SiteSettingsData
  brand: string
  /** The features' bands (see frameParts), above the legal links. */
  bands: ReactNode
  /** The features' links (see siteLinks): the company's and the resources' columns. */
  links: SiteLinks
}

/**
 * The site's footer: the brand and its social profiles, the company's and the resources' links,
 * the contact details, the features' bands, then the copyright and the legal pages.
 */
export async function Footer({ locale, settings, brand, bands, links }: Props) {
  const t = await getTranslations({ locale, namespace: 'Footer' })
  const tNav = await getTranslations({ locale, namespace: 'Navbar' })

  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <FooterBrand
          brand={brand}
          description={settings.description}
          social={settings.social}
          socialTitle={t('social')}
          newTab={tNav('newTab')}
        />
        <Column title={t('company')}>
          <li>
            <SectionLink section="about" className={linkClass}>
              {tNav('about')}
            </SectionLink>
          </li>
          {links.company.map((link) => (
            <LinkItem key={link.href} link={link} />
          ))}
          <li>
            <SectionLink section="contact" className={linkClass}>
              {tNav('contact')}
            </SectionLink>
          </li>
        </Column>
        <Column title={t('resources')}>
          {links.resources.map((link) => (
            <LinkItem key={link.href} link={link} />
          ))}
        </Column>
        <FooterContact t={t} contact={settings.contact} />
      </div>
      {bands}
      <FooterLegal t={t} brand={brand} />
    </footer>
  )
}
