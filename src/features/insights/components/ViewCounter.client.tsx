'use client'

import { useEffect, useRef } from 'react'

/**
 * Counts one view of an article when its page is shown (once per mount, also under React's
 * development double effects). The server adds it atomically; a failure is only logged.
 */
export function ViewCounter({ articleId }: { articleId: number }) {
  const counted = useRef<number | null>(null)
  useEffect(() => {
    if (counted.current === articleId) return
    counted.current = articleId
    fetch(`/api/articles/${articleId}/view`, { method: 'POST', keepalive: true })
      .then((response) => {
        if (!response.ok) console.warn(`View not counted: HTTP ${response.status}`)
      })
      .catch((error: unknown) => console.warn('View not counted', error))
  }, [articleId])
  return null
}
