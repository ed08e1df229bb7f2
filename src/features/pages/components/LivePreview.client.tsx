'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * In /admin's live preview frame: renders the draft again each time the editor's autosave
 * stores it. Listens only to messages from this origin (where /admin runs); it renders nothing,
 * so the server's empty origin never shows.
 */
export function LivePreview() {
  const router = useRouter()
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />
}
