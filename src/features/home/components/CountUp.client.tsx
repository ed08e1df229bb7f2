'use client'

import { useEffect, useRef, useState } from 'react'

import { countUpValue } from '../rules/countUp'

type Props = { target: number; prefix?: string; suffix?: string }

/**
 * A figure that counts up from 0 once, when 20% of it is visible. The final text is in the
 * server HTML and reserves the width; the counting digits start at its left edge, so no text
 * moves (centred digits would shift as they grow). Under reduced motion it never animates.
 */
export function CountUp({ target, prefix = '', suffix = '' }: Props) {
  const ref = useRef<HTMLSpanElement>(null)
  const [value, setValue] = useState<number | null>(null)

  useEffect(() => {
    const element = ref.current
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let frame = 0
    let first = true
    // The observer's first report says whether the figure is on screen when the page opens,
    // without measuring the layout in the middle of hydration.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return
        if (first) {
          first = false
          if (entry.isIntersecting) {
            observer.disconnect() // already seen: leave it
            return
          }
          setValue(0)
          return
        }
        if (!entry.isIntersecting || entry.intersectionRatio < 0.2) return
        observer.disconnect()
        const start = performance.now()
        const tick = (now: number) => {
          const next = countUpValue(target, now - start)
          setValue(next)
          if (next < target) frame = requestAnimationFrame(tick)
        }
        frame = requestAnimationFrame(tick)
      },
      { threshold: 0.2 },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [target])

  const final = `${prefix}${target}${suffix}`
  return (
    <span ref={ref} className="relative inline-block tabular-nums">
      <span className={value === null ? undefined : 'invisible'}>{final}</span>
      {value !== null && (
        <span aria-hidden className="absolute inset-0 text-left">
          {`${prefix}${value}${suffix}`}
        </span>
      )}
    </span>
  )
}
