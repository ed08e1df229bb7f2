'use client'

import type { ComponentProps } from 'react'

import { Link, usePathname } from '@/i18n/navigation'

import type { HomeSection } from './navigation'
import { jumpToSection } from './jumpToSection'
import { usePrefetchOnIntent } from './usePrefetchOnIntent'

type Props = Omit<ComponentProps<'a'>, 'href'> & { section: HomeSection }

/**
 * A link to a section of the home page. On the home page it scrolls there smoothly (instantly
 * under reduced motion) and moves focus; elsewhere it navigates to /#section, the home page
 * being fetched ahead on intent (pointer, touch, focus) rather than whenever the link is seen.
 */
export function SectionLink({ section, onClick, ...props }: Props) {
  const pathname = usePathname()
  const intent = usePrefetchOnIntent('/')
  return (
    <Link
      {...props}
      {...intent}
      href={{ pathname: '/', hash: section }}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || pathname !== '/') return
        const target = document.getElementById(section)
        if (!target) return
        event.preventDefault()
        jumpToSection(target, `#${section}`)
      }}
    />
  )
}
