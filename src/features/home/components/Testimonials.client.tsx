'use client'

import useEmblaCarousel from 'embla-carousel-react'
import { ChevronLeft, ChevronRight } from 'lucide'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import { Icon } from '@/components/ui/Icon'

type Props = {
  /** The slides, rendered on the server: one testimonial each. */
  slides: { key: string; content: ReactNode }[]
  previous: string
  next: string
  /** "Mišljenje {index} od {count}" */
  slideLabel: string
  label: string
}

const button =
  'hidden size-11 place-items-center rounded-full border border-slate-300 bg-white text-brand-900 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 md:grid'

/**
 * Testimonials in a looping carousel: one per view on small screens, two on medium, three
 * on large; previous/next buttons from medium up; the arrow keys scroll when it has focus.
 */
export function Testimonials({ slides, previous, next, slideLabel, label }: Props) {
  const [viewport, api] = useEmblaCarousel({ loop: true, align: 'start' })
  const regionRef = useRef<HTMLDivElement>(null)
  // The carousel is set up when it comes near the screen, not while the page hydrates: until
  // then its slides simply sit in a row from the first one, as the carousel starts.
  const [active, setActive] = useState(false)
  const pending = useRef<'previous' | 'next' | null>(null)

  useEffect(() => {
    const region = regionRef.current
    if (active || !region) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setActive(true)
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(region)
    return () => observer.disconnect()
  }, [active])

  // A button or key used before the set-up moves the carousel once it is ready.
  useEffect(() => {
    const move = pending.current
    if (!api || !move) return
    pending.current = null
    if (move === 'previous') api.scrollPrev()
    else api.scrollNext()
  }, [api])

  const scroll = useCallback(
    (move: 'previous' | 'next') => {
      if (!api) {
        pending.current = move
        setActive(true)
      } else if (move === 'previous') api.scrollPrev()
      else api.scrollNext()
    },
    [api],
  )
  const scrollPrev = useCallback(() => scroll('previous'), [scroll])
  const scrollNext = useCallback(() => scroll('next'), [scroll])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      scrollPrev()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      scrollNext()
    }
  }
  return (
    <div
      ref={regionRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="relative mt-8"
    >
      <div
        ref={active ? viewport : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid="testimonials-viewport"
        className="overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
      >
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel
                .replace('{index}', String(index + 1))
                .replace('{count}', String(slides.length))}
              className="min-w-0 shrink-0 grow-0 basis-full px-2 md:basis-1/2 lg:basis-1/3"
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" onClick={scrollPrev} className={button} aria-label={previous}>
          <Icon icon={ChevronLeft} className="size-5" />
        </button>
        <button type="button" onClick={scrollNext} className={button} aria-label={next}>
          <Icon icon={ChevronRight} className="size-5" />
        </button>
      </div>
    </div>
  )
}
