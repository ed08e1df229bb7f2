'use client'

import useEmblaCarousel from 'embla-carousel-react'
import { ChevronLeft, ChevronRight, Quote } from 'lucide'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'

import { Icon } from '@/components/ui/Icon'
import type { Testimonial } from '@/copy/home/types'

type Props = {
  items: Testimonial[]
  previous: string
  next: string
  /** "Mišljenje {index} od {count}" */
  slideLabel: string
  label: string
}

const button =
  'hidden size-11 place-items-center rounded-full border border-slate-300 bg-white text-brand-900 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 md:grid'

/**
 * Six testimonials in a looping carousel: one per view on small screens, two on medium, three
 * on large; previous/next buttons from medium up; the arrow keys scroll when it has focus.
 */
export function Testimonials({ items, previous, next, slideLabel, label }: Props) {
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
          {items.map((item, index) => (
            <div
              key={item.name}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel
                .replace('{index}', String(index + 1))
                .replace('{count}', String(items.length))}
              className="min-w-0 shrink-0 grow-0 basis-full px-2 md:basis-1/2 lg:basis-1/3"
            >
              <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <Icon icon={Quote} className="size-8 text-accent-500" />
                <blockquote className="mt-4 flex-1 text-slate-800">{item.review}</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden
                    className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-800 font-semibold text-white"
                  >
                    {item.name
                      .split(' ')
                      .map((part) => part[0])
                      .join('')
                      .slice(0, 2)}
                  </span>
                  <span>
                    <span className="block font-semibold text-brand-900">{item.name}</span>
                    <span className="block text-sm text-slate-600">
                      {item.company ? `${item.role}, ${item.company}` : item.role}
                    </span>
                  </span>
                </figcaption>
              </figure>
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
