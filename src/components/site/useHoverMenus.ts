'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

/** Menu timing: open after 200 ms of hover, at once within 300 ms of another, close after 150 ms. */
export const menuDelays = { open: 200, skip: 300, close: 150 } as const

/**
 * State of a row of disclosure menus of which at most one is open. Hover opens and closes with
 * the delays above; clicks and keys open and close at once.
 */
export function useHoverMenus() {
  const [openId, setOpenId] = useState<string | null>(null)
  const openIdRef = useRef<string | null>(null)
  const lastClosedAt = useRef(0)
  const hoverOpenedAt = useRef(0)
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const set = useCallback((id: string | null) => {
    clearTimeout(openTimer.current)
    clearTimeout(closeTimer.current)
    if (openIdRef.current && !id) lastClosedAt.current = Date.now()
    openIdRef.current = id
    setOpenId(id)
  }, [])

  useEffect(
    () => () => {
      clearTimeout(openTimer.current)
      clearTimeout(closeTimer.current)
    },
    [],
  )

  const hoverStart = useCallback(
    (id: string) => {
      clearTimeout(closeTimer.current)
      if (openIdRef.current === id) return
      const recentlyOpen =
        openIdRef.current !== null || Date.now() - lastClosedAt.current < menuDelays.skip
      clearTimeout(openTimer.current)
      const openByHover = () => {
        hoverOpenedAt.current = Date.now()
        set(id)
      }
      if (recentlyOpen) openByHover()
      else openTimer.current = setTimeout(openByHover, menuDelays.open)
    },
    [set],
  )

  const hoverEnd = useCallback(() => {
    clearTimeout(openTimer.current)
    if (openIdRef.current === null) return
    clearTimeout(closeTimer.current)
    closeTimer.current = setTimeout(() => set(null), menuDelays.close)
  }, [set])

  // A click right after the pointer opened the menu confirms it rather than closing it again.
  const toggle = useCallback(
    (id: string) => {
      const justHovered = Date.now() - hoverOpenedAt.current < 500
      set(openIdRef.current === id && !justHovered ? null : id)
    },
    [set],
  )
  const close = useCallback(() => set(null), [set])

  return { openId, open: set, toggle, close, hoverStart, hoverEnd }
}
