'use client'

import { useSyncExternalStore } from 'react'

/**
 * The site's toasts without sonner in every page's first download: the library is fetched when
 * the visitor first interacts with the page (the toaster and its live region are then in place
 * before any form can answer) or when a toast is shown before that, whichever comes first.
 */
type Options = { id?: string; description?: string }

let wanted = false
const listeners = new Set<() => void>()

/** Asks the toaster to mount (once). */
export function wantToaster() {
  if (wanted) return
  wanted = true
  for (const listener of listeners) listener()
}

/** True once the toaster should be on the page. */
export function useToasterWanted() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => wanted,
    () => false,
  )
}

function show(kind: 'message' | 'success' | 'error', text: string, options?: Options) {
  wantToaster()
  void import('sonner').then(({ toast: sonner }) =>
    kind === 'message' ? sonner(text, options) : sonner[kind](text, options),
  )
}

/** Same calls as sonner's `toast`, for the kinds the site uses. */
export const toast = Object.assign(
  (text: string, options?: Options) => show('message', text, options),
  {
    success: (text: string, options?: Options) => show('success', text, options),
    error: (text: string, options?: Options) => show('error', text, options),
  },
)
