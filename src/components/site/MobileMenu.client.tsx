'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { Link } from '@/i18n/navigation'

import type { ProductLink } from './Navbar.client'
import { ProductLinkItem } from './ProductLinkItem'
import { SectionLink } from './SectionLink.client'
import type { MenuLink, SiteLinks } from './siteLinks'

const linkClass =
  'block rounded-md px-3 py-2.5 text-base text-slate-800 hover:bg-slate-100 ' +
  'focus-visible:outline-2 focus-visible:outline-brand-700'

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li>
      <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {title}
      </p>
      <ul>{children}</ul>
    </li>
  )
}

type Props = { open: boolean; product: ProductLink; links: SiteLinks; onNavigate: () => void }

/** The collapsible menu of small screens; every choice closes it. */
export function MobileMenu({ open, product, links, onNavigate }: Props) {
  const t = useTranslations('Navbar')
  const item = (link: MenuLink) => (
    <li key={link.href}>
      <Link href={link.href} prefetch={link.prefetch} className={linkClass} onClick={onNavigate}>
        {link.label}
      </Link>
    </li>
  )
  return (
    <nav
      id="mobile-menu"
      aria-label={t('mainNavigation')}
      hidden={!open}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 xl:hidden"
    >
      {/* The links exist while the menu is open: fewer elements to hydrate on every page. */}
      {open && (
        <ul className="mx-auto max-w-7xl pt-2">
          {item({ href: '/', label: t('home') })}
          <Group title={t('services')}>{links.services.map(item)}</Group>
          <Group title={t('resources')}>{links.resources.map(item)}</Group>
          {links.main.map(item)}
          <Group title={t('about')}>
            <li>
              <SectionLink section="about" className={linkClass} onClick={onNavigate}>
                {t('aboutCompany')}
              </SectionLink>
            </li>
            <li>
              <SectionLink section="about" className={linkClass} onClick={onNavigate}>
                {t('aboutTeam')}
              </SectionLink>
            </li>
            {links.about.map(item)}
          </Group>
          {product && (
            <ProductLinkItem
              product={product}
              className={`${linkClass} inline-flex items-center gap-1.5`}
              iconClassName="size-4"
              newTab={t('newTab')}
              onClick={onNavigate}
            />
          )}
          <li>
            <SectionLink section="contact" className={linkClass} onClick={onNavigate}>
              {t('contact')}
            </SectionLink>
          </li>
          <li className="pt-3">
            <SectionLink
              section="contact"
              onClick={onNavigate}
              className="flex h-11 items-center justify-center rounded-md bg-brand-800 px-4 font-semibold text-white hover:bg-brand-900"
            >
              {t('cta')}
            </SectionLink>
          </li>
        </ul>
      )}
    </nav>
  )
}
