'use client'

import { useEffect } from 'react'

import { toast } from './toast'

/**
 * Shows a toast named by the `notice` query parameter (set when a detail page sends the visitor
 * back to the list), then removes the parameter so a reload does not repeat it. Read on the
 * client, so the list page itself stays static.
 */
export function Notice({ messages }: { messages: Record<string, string> }) {
  useEffect(() => {
    const url = new URL(window.location.href)
    const key = url.searchParams.get('notice')
    if (!key) return
    const message = messages[key]
    if (message) toast.error(message, { id: `notice-${key}` })
    url.searchParams.delete('notice')
    window.history.replaceState(null, '', url.pathname + url.search + url.hash)
  }, [messages])
  return null
}
