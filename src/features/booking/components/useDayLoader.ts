import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/seo/alternates'

import type { BookingOptions } from '../types'
import { dayLabel } from './dayLabels'
import { slotsUrl } from './paths'

type Input = {
  locale: Locale
  page: string
  keep: Record<string, string>
  initial: BookingOptions
  notice?: string | null
}

/**
 * The day shown and its free times, the time chosen, and a note above them. Loading a day swaps
 * them in place (only the latest request counts); without an answer, the page reloads the day.
 */
export function useDayLoader({ locale, page, keep, initial, notice }: Input) {
  const t = useTranslations('Booking')
  const [options, setOptions] = useState(initial)
  const [pending, setPending] = useState<string | null>(null)
  const [chosen, setChosen] = useState<string | null>(null)
  const [note, setNote] = useState(notice ?? null)
  const latest = useRef(0)

  const dayUrl = (day: string) =>
    `${localizedPath(locale, page)}?${new URLSearchParams({ ...keep, day })}`

  /** Shows a day's free times; without an answer, the day form's own reload does it. */
  async function loadDay(day: string, quiet = false) {
    const ticket = (latest.current += 1)
    setPending(day)
    try {
      const response = await fetch(slotsUrl(locale, day), {
        headers: { Accept: 'application/json' },
      })
      if (!response.ok) throw new Error(`slots: ${response.status}`)
      const next = (await response.json()) as BookingOptions
      if (ticket !== latest.current) return next
      setOptions(next)
      setChosen((current) => (next.slots.some((slot) => slot.start === current) ? current : null))
      if (!quiet) {
        setNote(
          next.day && next.day !== day
            ? t('slots.notBookable', {
                day: dayLabel(locale, day),
                shown: dayLabel(locale, next.day),
              })
            : null,
        )
        window.history.replaceState(null, '', dayUrl(next.day ?? day))
      }
      return next
    } catch {
      if (!quiet && ticket === latest.current) window.location.assign(dayUrl(day))
      return null
    } finally {
      if (ticket === latest.current) setPending(null)
    }
  }

  return { options, pending, chosen, setChosen, note, dayUrl, loadDay }
}
