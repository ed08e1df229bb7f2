'use client'

import { useMemo } from 'react'

import { useRouter } from '@/i18n/navigation'

/**
 * Props for a link to the home page, the heaviest route, that many pages show near the top
 * (the logo, the contact buttons): the page is fetched ahead when the visitor points at the
 * link, touches it or focuses it, not on every page view as soon as the link is on screen.
 */
export function usePrefetchOnIntent(href: string) {
  const router = useRouter()
  return useMemo(() => {
    const prefetch = () => router.prefetch(href)
    return {
      prefetch: false,
      onPointerEnter: prefetch,
      onTouchStart: prefetch,
      onFocus: prefetch,
    } as const
  }, [router, href])
}
