'use client'

import { useEffect } from 'react'

/**
 * Gives elements marked `data-reveal` the class `in-view` once they are visible (globals.css
 * fades them in). Elements already on screen are marked before hiding is switched on, so
 * nothing flickers; without JavaScript, or under reduced motion, everything simply shows.
 */
export function Reveal() {
  useEffect(() => {
    const root = document.documentElement
    const elements = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]'))
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          entry.target.classList.add('in-view')
          observer.unobserve(entry.target)
        }
      },
      { threshold: 0.15 },
    )
    for (const element of elements) {
      const box = element.getBoundingClientRect()
      if (box.top < window.innerHeight && box.bottom > 0) element.classList.add('in-view')
      else observer.observe(element)
    }
    root.classList.add('reveal-ready')
    return () => {
      observer.disconnect()
      root.classList.remove('reveal-ready')
    }
  }, [])
  return null
}
