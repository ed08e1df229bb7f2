'use client'

import { useEffect, useLayoutEffect } from 'react'

import { renderAllSections, renderSectionsWhenIdle } from '@/components/site/renderNear'

/**
 * Lays out the deferred home sections (./renderNear.ts) and gives elements marked `data-reveal`
 * the class `in-view` once they are visible (globals.css fades them in). Elements already on
 * screen are marked before hiding is switched on, so nothing flickers; without JavaScript, or
 * under reduced motion, everything simply shows.
 */
export function Reveal() {
  // Arriving at /#section from another page: lay everything out before the router scrolls there.
  useLayoutEffect(() => {
    if (window.location.hash) renderAllSections()
  }, [])
  useEffect(() => renderSectionsWhenIdle(), [])
  useEffect(() => {
    const root = document.documentElement
    const elements = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]'))
    let ready = false
    // The observer's first report covers every element at once and says which are on screen,
    // without measuring the layout in the middle of hydration; hiding starts after it.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          entry.target.classList.add('in-view')
          observer.unobserve(entry.target)
        }
        if (!ready) {
          ready = true
          root.classList.add('reveal-ready')
        }
      },
      { threshold: 0.15 },
    )
    for (const element of elements) observer.observe(element)
    return () => {
      observer.disconnect()
      root.classList.remove('reveal-ready')
    }
  }, [])
  return null
}
