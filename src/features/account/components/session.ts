'use client'

import { useEffect, useState } from 'react'

/** The cookie the sign-in endpoint sets beside the HttpOnly session (see endpoints/account). */
const marker = 'signed-in'

export type SessionUser = { fullName: string; role: 'admin' | 'editor' | 'member' }

const hasMarker = () => document.cookie.split('; ').some((part) => part === `${marker}=1`)

const changed = 'session-changed'

/** Tells every useSession on the page to ask again (after signing in). */
export function announceSessionChange() {
  window.dispatchEvent(new Event(changed))
}

export function forgetSession() {
  document.cookie = `${marker}=; Path=/; Max-Age=0; SameSite=Lax`
}

/**
 * The signed-in user, asked from Payload only when the marker cookie says a session exists, so
 * anonymous visitors (and the static pages they get) cost nothing. While signed in, the session
 * is refreshed every ten minutes the tab is visible, well before its two hours run out.
 */
export function useSession() {
  const [user, setUser] = useState<SessionUser | null>(null)

  useEffect(() => {
    let cancelled = false
    const load = () => {
      if (!hasMarker()) return
      fetch('/api/users/me', { credentials: 'same-origin' })
        .then((response) => (response.ok ? response.json() : null))
        .then((answer: { user?: SessionUser | null } | null) => {
          if (cancelled) return
          if (answer?.user) setUser(answer.user)
          else forgetSession()
        })
        .catch(() => undefined)
    }
    load()
    window.addEventListener(changed, load)
    const refresh = window.setInterval(
      () => {
        if (document.visibilityState !== 'visible' || !hasMarker()) return
        void fetch('/api/users/refresh-token', { method: 'POST', credentials: 'same-origin' }).then(
          (response) => {
            // The marker lives as long as the session it stands for.
            if (response.ok) document.cookie = `${marker}=1; Path=/; Max-Age=7200; SameSite=Lax`
          },
        )
      },
      10 * 60 * 1000,
    )
    return () => {
      cancelled = true
      window.removeEventListener(changed, load)
      window.clearInterval(refresh)
    }
  }, [])

  async function signOut() {
    await fetch('/api/users/logout', { method: 'POST', credentials: 'same-origin' }).catch(
      () => undefined,
    )
    forgetSession()
    setUser(null)
  }

  return { user, signOut }
}
