'use client'

import { useEffect } from 'react'

/**
 * Gives elements marked `data-reveal` the class `in-view` once they come into view, and globals.css
 * fades them in then. What is in view when the script starts is marked first and never fades;
 * what is below it is hidden at once, without a transition, so the page a reader (or an
 * accessibility checker) sees at load does not change. Without JavaScript, or under reduced
 * motion, everything simply shows.
 */
export function Reveal() {
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
