'use client'

import type { ComponentProps } from 'react'

import { Link, usePathname } from '@/i18n/navigation'

import type { HomeSection } from './navigation'

type Props = Omit<ComponentProps<'a'>, 'href'> & { section: HomeSection }

/**
 * A link to a section of the home page. On the home page it scrolls there smoothly (instantly
 * under reduced motion) and moves focus; elsewhere it navigates to /#section.
 */
export function SectionLink({ section, onClick, ...props }: Props) {
  const pathname = usePathname()
  return (
    <Link
      {...props}
      href={{ pathname: '/', hash: section }}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || pathname !== '/') return
        const target = document.getElementById(section)
        if (!target) return
        event.preventDefault()
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
        target.focus({ preventScroll: true })
        window.history.replaceState(window.history.state, '', `#${section}`)
      }}
    />
  )
}
