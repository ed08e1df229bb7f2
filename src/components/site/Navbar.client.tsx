'use client'

import { clsx } from 'clsx'
import { Menu, X } from 'lucide'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { Icon } from '@/components/ui/Icon'

import { DesktopNav } from './DesktopNav.client'
import { HomeLink } from './HomeLink.client'
import { LanguageSwitcher } from './LanguageSwitcher.client'
import { MobileMenu } from './MobileMenu.client'
import { SectionLink } from './SectionLink.client'
import type { SiteLinks } from './siteLinks'
import { useScrolledPast } from './useScrolledPast'

export type ProductLink = { label: string; url: string } | null

type Props = {
  brand: string
  product: ProductLink
  /** The features' parts beside the language switcher (see frameParts): the account's corner. */
  corner: ReactNode
  /** The features' links in the menus, labelled (see siteLinks). */
  links: SiteLinks
}

export function Navbar({ brand, product, corner, links }: Props) {
  const t = useTranslations('Navbar')
  const scrolled = useScrolledPast(50)
  const [mobileOpen, setMobileOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!mobileOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMobileOpen(false)
      toggleRef.current?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [mobileOpen])

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={clsx(
        'fixed inset-x-0 top-0 z-50 border-b bg-white/95 backdrop-blur transition-shadow duration-300',
        scrolled ? 'border-slate-200 shadow-md' : 'border-transparent shadow-none',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <HomeLink
          className="flex items-center gap-2 text-lg font-bold text-brand-900"
          aria-label={t('homeLink', { brand })}
        >
          <span
            aria-hidden
            className="grid size-9 place-items-center rounded-lg bg-brand-800 text-base text-white"
          >
            {brand.charAt(0)}
          </span>
          <span>{brand}</span>
        </HomeLink>

        <DesktopNav product={product} links={links} />

        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher />
          {corner}
          <SectionLink
            section="contact"
            className="hidden h-10 items-center whitespace-nowrap rounded-md bg-brand-800 px-4 xl:hidden 2xl:inline-flex text-sm font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:inline-flex"
          >
            {t('cta')}
          </SectionLink>
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 xl:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? t('closeMenu') : t('openMenu')}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? (
              <Icon icon={X} className="size-6" />
            ) : (
              <Icon icon={Menu} className="size-6" />
            )}
          </button>
        </div>
      </div>
      <MobileMenu
        open={mobileOpen}
        product={product}
        links={links}
        onNavigate={() => setMobileOpen(false)}
      />
    </header>
  )
}
