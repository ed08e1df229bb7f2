'use client'

import { clsx } from 'clsx'
import { ChevronDown } from 'lucide'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

import { Icon } from '@/components/ui/Icon'
import { Link } from '@/i18n/navigation'

import { HomeLink } from './HomeLink.client'
import type { ProductLink } from './Navbar.client'
import { ProductLinkItem } from './ProductLinkItem'
import { SectionLink } from './SectionLink.client'
import type { MenuLink, SiteLinks } from './siteLinks'
import { useHoverMenus } from './useHoverMenus'

export const navItemClass =
  'inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-md px-2.5 text-sm font-medium ' +
  'text-slate-800 ' +
  'hover:bg-slate-100 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-brand-700 aria-expanded:bg-slate-100'

const panelLinkClass =
  'block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 hover:text-brand-800 ' +
  'focus-visible:outline-2 focus-visible:outline-brand-700'

type Menus = ReturnType<typeof useHoverMenus>

/** Focuses the first, last, next or previous link of an open panel. */
function moveFocus(panel: HTMLElement | null, where: 'first' | 'last' | 1 | -1) {
  const links = Array.from(panel?.querySelectorAll<HTMLElement>('a') ?? [])
  if (!links.length) return
  const index = links.indexOf(document.activeElement as HTMLElement)
  const next =
    where === 'first'
      ? 0
      : where === 'last'
        ? links.length - 1
        : (index + where + links.length) % links.length
  links[next]?.focus()
}

function Dropdown({
  id,
  label,
  menus,
  children,
}: {
  id: string
  label: string
  menus: Menus
  children: ReactNode
}) {
  const panelId = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLUListElement>(null)
  const open = menus.openId === id

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      menus.close()
      triggerRef.current?.focus()
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) menus.open(id)
      const onTrigger = document.activeElement === triggerRef.current
      requestAnimationFrame(() =>
        moveFocus(
          panelRef.current,
          onTrigger
            ? event.key === 'ArrowDown'
              ? 'first'
              : 'last'
            : event.key === 'ArrowDown'
              ? 1
              : -1,
        ),
      )
    }
  }

  return (
    <li
      className="relative"
      onPointerEnter={(event) => event.pointerType === 'mouse' && menus.hoverStart(id)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && menus.hoverEnd()}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) menus.close()
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={navItemClass}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => menus.toggle(id)}
      >
        {label}
        <Icon
          icon={ChevronDown}
          className={clsx('size-4 transition-transform duration-200', open && 'rotate-180')}
        />
      </button>
      <div className="absolute top-full left-0 pt-2" hidden={!open}>
        <ul
          id={panelId}
          ref={panelRef}
          className="w-72 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
          onClick={(event) => (event.target as HTMLElement).closest('a') && menus.close()}
        >
          {/* The links exist while the panel is open: fewer elements to hydrate on every page. */}
          {open && children}
        </ul>
      </div>
    </li>
  )
}

function PanelLink({ link }: { link: MenuLink }) {
  return (
    <li>
      <Link href={link.href} prefetch={link.prefetch} className={panelLinkClass}>
        {link.label}
      </Link>
    </li>
  )
}

/** The desktop navigation: disclosure menus that open on hover (with delays), click and keys. */
export function DesktopNav({ product, links }: { product: ProductLink; links: SiteLinks }) {
  const t = useTranslations('Navbar')
  const menus = useHoverMenus()
  const rootRef = useRef<HTMLElement>(null)
  const { openId, close } = menus

  useEffect(() => {
    if (!openId) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [openId, close])

  return (
    <nav ref={rootRef} aria-label={t('mainNavigation')} className="hidden xl:block">
      <ul className="flex items-center gap-0.5">
        <li>
          <HomeLink className={navItemClass}>{t('home')}</HomeLink>
        </li>
        <Dropdown id="services" label={t('services')} menus={menus}>
          {links.services.map((link) => (
            <PanelLink key={link.href} link={link} />
          ))}
        </Dropdown>
        <Dropdown id="resources" label={t('resources')} menus={menus}>
          {links.resources.map((link) => (
            <PanelLink key={link.href} link={link} />
          ))}
        </Dropdown>
        {links.main.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={link.prefetch} className={navItemClass}>
              {link.label}
            </Link>
          </li>
        ))}
        <Dropdown id="about" label={t('about')} menus={menus}>
          <li>
            <SectionLink section="about" className={panelLinkClass}>
              {t('aboutCompany')}
            </SectionLink>
          </li>
          <li>
            <SectionLink section="about" className={panelLinkClass}>
              {t('aboutTeam')}
            </SectionLink>
          </li>
          {links.about.map((link) => (
            <PanelLink key={link.href} link={link} />
          ))}
        </Dropdown>
        {product && (
          <ProductLinkItem
            product={product}
            className={navItemClass}
            iconClassName="size-3.5"
            newTab={t('newTab')}
          />
        )}
        <li>
          <SectionLink section="contact" className={navItemClass}>
            {t('contact')}
          </SectionLink>
        </li>
      </ul>
    </nav>
  )
}
