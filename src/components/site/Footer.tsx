import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { telHref } from '@/lib/telHref'
import type { SiteSettingsData } from '@/site-settings/getSiteSettings'

import { alertsHref, careersHref, openTendersHref, resourceLinks } from './navigation'
import { SectionLink } from './SectionLink.client'

const linkClass =
  'text-slate-300 hover:text-white underline-offset-4 hover:underline focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-white'

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
}

export async function Footer({ locale, settings, brand, bands }: Props) {
  const t = await getTranslations({ locale, namespace: 'Footer' })
  const tNav = await getTranslations({ locale, namespace: 'Navbar' })
  const tResources = await getTranslations({ locale, namespace: 'Resources' })
  const tAlerts = await getTranslations({ locale, namespace: 'Alerts' })
  const { contact, social } = settings
  const socialLinks = [
    { label: 'LinkedIn', url: social?.linkedin },
    { label: 'Instagram', url: social?.instagram },
    { label: 'Facebook', url: social?.facebook },
  ].filter((link): link is { label: string; url: string } => Boolean(link.url))

  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{brand}</p>
          <p className="mt-3 text-sm leading-6">{settings.description}</p>
          {socialLinks.length > 0 && (
            <div className="mt-6">
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
                {t('social')}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
                {socialLinks.map((link) => (
                  <li key={link.label}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={linkClass}
                    >
                      {link.label}
                      <span className="sr-only"> {tNav('newTab')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <Column title={t('company')}>
          <li>
            <SectionLink section="about" className={linkClass}>
              {tNav('about')}
            </SectionLink>
          </li>
          <li>
            <Link href={openTendersHref} className={linkClass}>
              {tNav('openTenders')}
            </Link>
          </li>
          <li>
            <Link href={alertsHref} prefetch={false} className={linkClass}>
              {tAlerts('links.footer')}
            </Link>
          </li>
          <li>
            <Link href={careersHref} className={linkClass}>
              {tNav('careers')}
            </Link>
          </li>
          <li>
            <SectionLink section="contact" className={linkClass}>
              {tNav('contact')}
            </SectionLink>
          </li>
        </Column>
        <Column title={t('resources')}>
          {resourceLinks.map(({ key, href }) => (
            <li key={key}>
              <Link href={href} className={linkClass}>
                {tResources(key)}
              </Link>
            </li>
          ))}
        </Column>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
            {t('contact')}
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="text-slate-400">{t('email')}</dt>
              <dd>
                <a href={`mailto:${contact.email}`} className={linkClass}>
                  {contact.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-slate-400">{t('phone')}</dt>
              <dd>
                <a href={telHref(contact.phone)} className={linkClass}>
                  {contact.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-slate-400">{t('address')}</dt>
              <dd>
                <address className="not-italic">
                  {contact.street}, {contact.postalCode} {contact.city}, {contact.country}
                </address>
              </dd>
            </div>
          </dl>
        </div>
      </div>
      {bands}
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>{t('copyright', { year: new Date().getFullYear(), brand })}</p>
          <nav aria-label={t('legal')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <li>
                <Link href="/privacy" className={linkClass}>
                  {t('privacy')}
                </Link>
              </li>
              <li>
                <Link href="/terms" className={linkClass}>
                  {t('terms')}
                </Link>
              </li>
              <li>
                <Link href="/cookies" className={linkClass}>
                  {t('cookies')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}
