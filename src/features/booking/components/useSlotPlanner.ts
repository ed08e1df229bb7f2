import { useTranslations } from 'next-intl'
import { useState, type FormEvent, type RefObject } from 'react'

import { formValues } from '@/forms/components/postForm'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/seo/alternates'

import type { BookingOptions, SlotView } from '../types'
import { managePath } from './paths'
import { bookingOutcome, sendBooking, type Problem, type Taken } from './sendBooking'
import { useDayLoader } from './useDayLoader'
import { usePlannerFocus } from './usePlannerFocus'

export type SlotPlannerProps = {
  locale: Locale
  /** A new booking (with the person's fields), or moving one (by its token). */
  mode: 'book' | 'move'
  initial: BookingOptions
  /** The page the day form reloads without JavaScript (/booking or /booking/manage). */
  page: string
  /** Hidden fields both forms carry: the prefill of a booking, or the token of a move. */
  keep: Record<string, string>
  /** Hidden fields only the booking's POST carries (action=move). */
  post?: Record<string, string>
  /** Where the POST goes (/api/bookings or /api/bookings/manage, with the page's locale). */
  action: string
  /** A note above the times when the page opened (the day asked for cannot be booked…). */
  notice?: string | null
}

/**
 * The planner's state and what its forms do: the day form swaps the times in place, the booking
 * is posted as JSON, a refusal or a time taken meanwhile is kept for the form to show (and takes
 * the focus), a time picked from the next free ones is chosen, and success opens the booking.
 */
export function useSlotPlanner({
  locale,
  mode,
  initial,
  page,
  keep,
  action,
  notice,
}: SlotPlannerProps) {
  const t = useTranslations('Booking')
  const { options, pending, chosen, setChosen, note, dayUrl, loadDay } = useDayLoader({
    locale,
    page,
    keep,
    initial,
    notice,
  })
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [taken, setTaken] = useState<Taken | null>(null)
  const { formRef, summaryRef, takenBoxRef, focusStartRef } = usePlannerFocus(
    problem,
    taken,
    options,
    chosen,
  )

  /** The booking form, marked once this script has taken it over. */
  const enhance = (node: HTMLFormElement | null) => {
    formRef.current = node
    node?.setAttribute('data-enhanced', '')
  }

  function showDay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const day = new FormData(event.currentTarget).get('day')
    if (typeof day === 'string' && day) void loadDay(day)
  }

  async function pick(slot: SlotView) {
    setTaken(null)
    focusStartRef.current = slot.start
    if (slot.day !== options.day) await loadDay(slot.day)
    setChosen(slot.start)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    setSending(true)
    setTaken(null)
    const outcome = bookingOutcome(
      await sendBooking(action, formValues(event.currentTarget)),
      keep.token,
    )
    if (outcome.kind === 'done') {
      const done = mode === 'book' ? 'booked' : 'moved'
      window.location.assign(
        localizedPath(
          locale,
          `${managePath}?token=${encodeURIComponent(outcome.token)}&done=${done}`,
        ),
      )
      return
    }
    setSending(false)
    if (outcome.kind === 'taken') {
      setProblem(null)
      setTaken(outcome.taken)
      if (options.day) void loadDay(options.day, true)
      return
    }
    setProblem({ message: outcome.message ?? t('result.error'), fields: outcome.fields })
  }

  return {
    options,
    pending,
    chosen,
    setChosen,
    note,
    dayUrl,
    loadDay,
    sending,
    problem,
    taken,
    summaryRef,
    takenBoxRef,
    enhance,
    showDay,
    pick,
    submit,
  }
}

/** What the planner's forms read and call (its two focus targets are handed down beside it). */
export type SlotPlannerState = Omit<ReturnType<typeof useSlotPlanner>, 'summaryRef' | 'takenBoxRef'>

/** A box that takes the focus when it appears: a refusal's summary, a time taken meanwhile. */
export type FocusBoxRef = RefObject<HTMLDivElement | null>

/** What the planner's second step and its form take from the planner. */
export type PlannerStepProps = {
  locale: Locale
  mode: 'book' | 'move'
  prefix: string
  action: string
  /** The hidden fields the POST carries. */
  fields: Record<string, string>
  planner: SlotPlannerState
  summaryRef: FocusBoxRef
  takenBoxRef: FocusBoxRef
}
