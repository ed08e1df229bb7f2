import { useEffect, useRef } from 'react'

import type { BookingOptions } from '../types'
import type { Problem, Taken } from './sendBooking'

/**
 * Where the focus goes: to the summary of a refusal, to the box of a time taken meanwhile, and
 * to the radio of a time picked from that box once it is shown (`focusStartRef`).
 */
export function usePlannerFocus(
  problem: Problem | null,
  taken: Taken | null,
  options: BookingOptions,
  chosen: string | null,
) {
  const formRef = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const takenBoxRef = useRef<HTMLDivElement>(null)
  const focusStartRef = useRef<string | null>(null)

  useEffect(() => {
    if (problem) summaryRef.current?.focus()
  }, [problem])
  useEffect(() => {
    if (taken) takenBoxRef.current?.focus()
  }, [taken])
  useEffect(() => {
    const start = focusStartRef.current
    if (!start || !formRef.current) return
    const radios = formRef.current.querySelectorAll<HTMLInputElement>('input[name="start"]')
    const radio = [...radios].find((input) => input.value === start)
    if (radio) {
      focusStartRef.current = null
      radio.focus()
    }
  }, [options, chosen])

  return { formRef, summaryRef, takenBoxRef, focusStartRef }
}
