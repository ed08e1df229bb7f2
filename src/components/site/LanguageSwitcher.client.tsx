'use client'

import { ChevronDown } from 'lucide'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { Icon } from '@/components/ui/Icon'
import { localeCookieName, localeLabels, locales, type Locale } from '@/i18n/locales'
import { Link, usePathname } from '@/i18n/navigation'

import { Flag } from './Flag'

/** Remembers the visitor's choice: a cookie the proxy reads, and localStorage. */
function rememberLocale(locale: Locale) {
  document.cookie = `${localeCookieName}=${locale}; path=/; max-age=31536000; samesite=lax`
  try {
    window.localStorage.setItem(localeCookieName, locale)
  } catch {
    // Storage may be unavailable (private mode); the cookie is enough.
  }
}

/** Where focus goes when the menu opens: the first or the last language. */
type Opening = 'first' | 'last' | null

/**
 * The language menu (WAI-ARIA menu button): click, Enter, Space or the arrow keys open it,
 * the arrow keys, Home and End move between the languages, Escape and Tab close it, and a click
 * outside closes it too.
 */
export function LanguageSwitcher() {
  const t = useTranslations('LanguageSwitcher')
  const current = useLocale()
  const pathname = usePathname()
  const [opening, setOpening] = useState<Opening>(null)
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)
  const menuId = useId()
  const labelId = useId()

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('a') ?? [])

  const show = (focus: Opening) => {
    setOpen(true)
    setOpening(focus)
  }
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) triggerRef.current?.focus()
  }

  useEffect(() => {
    if (!open) return
    if (opening) {
      const list = items()
      list[opening === 'first' ? 0 : list.length - 1]?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, opening])

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    show(event.key === 'ArrowDown' ? 'first' : 'last')
  }

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items()
    const index = list.indexOf(document.activeElement as HTMLElement)
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % list.length,
      ArrowUp: (index - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    }
    if (event.key in moves) {
      event.preventDefault()
      list[moves[event.key]!]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') {
      close(false)
    } else if (event.key === ' ') {
      event.preventDefault()
      list[index]?.click()
    }
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        className="inline-flex h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        aria-label={t('current', { language: localeLabels[current].name })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => {
          // A click from Enter or Space (detail 0) puts focus on the first language.
          if (open) close(false)
          else show(event.detail === 0 ? 'first' : null)
        }}
        onKeyDown={onTriggerKeyDown}
      >
        <Flag locale={current} />
        <span>{localeLabels[current].code}</span>
        <Icon icon={ChevronDown} className="size-4" />
      </button>
      {open && (
        <div className="absolute top-full right-0 z-[60] mt-1.5 min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          <p id={labelId} className="px-2 py-1.5 text-xs font-medium text-slate-600">
            {t('label')}
          </p>
          <ul
            id={menuId}
            ref={menuRef}
            role="menu"
            aria-labelledby={labelId}
            onKeyDown={onMenuKeyDown}
          >
            {locales.map((locale) => (
              <li key={locale} role="none">
                <Link
                  href={pathname}
                  locale={locale}
                  prefetch={false}
                  lang={locale}
                  hrefLang={locale}
                  role="menuitem"
                  tabIndex={-1}
                  aria-current={locale === current ? 'true' : undefined}
                  onClick={() => {
                    rememberLocale(locale)
                    setOpen(false)
                  }}
                  className="flex items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 aria-[current]:font-semibold"
                >
                  <Flag locale={locale} />
                  <span>{localeLabels[locale].code}</span>
                  <span className="text-slate-600">{localeLabels[locale].name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
