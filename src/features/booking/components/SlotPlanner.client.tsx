'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { formValues } from '@/forms/components/postForm'
import { SubmitButton } from '@/forms/components/SubmitButton'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/seo/alternates'

import { bookingFields } from '../rules/fields'
import type { BookingOptions, BookingView, SlotView } from '../types'
import { DayChoice } from './DayChoice'
import { dayLabel } from './dayLabels'
import { EmptyDay } from './EmptyDay'
import { personFieldId, PersonFields } from './PersonFields'
import { managePath, slotsUrl } from './paths'
import { SlotChoices } from './SlotChoices'

type Props = {
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

/** A refusal as the form shows it: a message, and the fields it concerns. */
type Problem = { message: string; fields: Record<string, string> }
type Taken = { message: string; next: SlotView[] }
type Answer = {
  ok?: boolean
  token?: string
  booking?: BookingView
  error?: string
  errors?: Record<string, string>
  next?: SlotView[]
}

/** Posts the form as JSON; the status and body of the answer, or null when none came. */
async function send(url: string, values: Record<string, string>) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(values),
    })
    return { status: response.status, body: (await response.json()) as Answer }
  } catch {
    return null
  }
}

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ))

const cardClass = 'mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8'
const buttonClass =
  'inline-flex h-12 items-center rounded-md border border-brand-700 bg-white px-5 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

/**
 * Step 1, the day (a GET form), and step 2, its free times with the booking's POST form.
 * Without JavaScript both are plain forms: the day reloads the page, the POST is answered with
 * a redirect. With it, choosing a day swaps the times in place (and says how many there are),
 * the booking is posted as JSON, refusals stand beside their fields and in a summary that takes
 * the focus, a time taken meanwhile offers the next free ones, and success opens the booking.
 */
export function SlotPlanner({
  locale,
  mode,
  initial,
  page,
  keep,
  post = {},
  action,
  notice,
}: Props) {
  const t = useTranslations('Booking')
  const prefix = mode === 'book' ? 'booking' : 'move'
  const Heading = mode === 'book' ? 'h2' : 'h3'
  const [options, setOptions] = useState(initial)
  const [pending, setPending] = useState<string | null>(null)
  const [chosen, setChosen] = useState<string | null>(null)
  const [note, setNote] = useState(notice ?? null)
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [taken, setTaken] = useState<Taken | null>(null)
  const latest = useRef(0)
  const form = useRef<HTMLFormElement>(null)
  const summary = useRef<HTMLDivElement>(null)
  const takenBox = useRef<HTMLDivElement>(null)
  const focusStart = useRef<string | null>(null)

  useEffect(() => {
    if (problem) summary.current?.focus()
  }, [problem])
  useEffect(() => {
    if (taken) takenBox.current?.focus()
  }, [taken])
  useEffect(() => {
    const start = focusStart.current
    if (!start || !form.current) return
    const radios = form.current.querySelectorAll<HTMLInputElement>('input[name="start"]')
    const radio = [...radios].find((input) => input.value === start)
    if (radio) {
      focusStart.current = null
      radio.focus()
    }
  }, [options, chosen])

  /** The booking form, marked once this script has taken it over. */
  const enhance = (node: HTMLFormElement | null) => {
    form.current = node
    node?.setAttribute('data-enhanced', '')
  }

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

  function showDay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const day = new FormData(event.currentTarget).get('day')
    if (typeof day === 'string' && day) void loadDay(day)
  }

  async function pick(slot: SlotView) {
    setTaken(null)
    focusStart.current = slot.start
    if (slot.day !== options.day) await loadDay(slot.day)
    setChosen(slot.start)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    setSending(true)
    setTaken(null)
    const answer = await send(action, formValues(event.currentTarget))
    const body = answer?.body ?? {}
    if (answer?.status === 200 && body.ok) {
      const token = body.token ?? body.booking?.token ?? keep.token ?? ''
      const done = mode === 'book' ? 'booked' : 'moved'
      window.location.assign(
        localizedPath(locale, `${managePath}?token=${encodeURIComponent(token)}&done=${done}`),
      )
      return
    }
    setSending(false)
    if (answer?.status === 409 && body.error) {
      setProblem(null)
      setTaken({ message: body.error, next: body.next ?? [] })
      if (options.day) void loadDay(options.day, true)
      return
    }
    const fields = answer && answer.status < 500 ? (body.errors ?? {}) : {}
    const message = answer && answer.status < 500 && body.error ? body.error : t('result.error')
    setProblem({ message, fields })
  }

  const day = pending ?? options.day ?? ''
  const bookable = options.days.some((item) => item.free > 0)
  const errors = problem?.fields ?? {}
  const listed = bookingFields.filter((field) => errors[field])
  const target = (field: string) =>
    field === 'start' ? `${prefix}-slot-first` : personFieldId(prefix, field)
  const linked = (field: string) =>
    field === 'start' || (mode === 'book' && !['call', 'code'].includes(field))
  /** The summary names each refused field, since several share a message ("required"). */
  const fieldName: Record<string, string> = {
    start: t('form.start'),
    name: t('form.name'),
    email: t('form.email'),
    phone: t('form.phone'),
    company: t('form.company'),
    topic: t('form.topic'),
    consent: t('form.consentShort'),
    call: t('details.call'),
    code: t('details.code'),
  }

  return (
    <>
      <section
        aria-labelledby={`${prefix}-day-title`}
        className={mode === 'book' ? cardClass : 'mt-6'}
      >
        <Heading id={`${prefix}-day-title`} className="text-xl font-semibold text-brand-900">
          {t('day.title')}
        </Heading>
        {bookable ? (
          <form
            method="get"
            action={`${localizedPath(locale, page)}#${prefix}-slots`}
            onSubmit={showDay}
            className="mt-4 flex flex-wrap items-end gap-4"
          >
            {hidden(keep)}
            <DayChoice
              id={`${prefix}-day`}
              locale={locale}
              days={options.days}
              value={day}
              onChange={(next) => void loadDay(next)}
            />
            <button type="submit" className={buttonClass}>
              {t('day.submit')}
            </button>
          </form>
        ) : (
          <EmptyDay locale={locale} options={options} />
        )}
      </section>
      {bookable && (
        <section
          id={`${prefix}-slots`}
          aria-labelledby={`${prefix}-time-title`}
          className={`${mode === 'book' ? cardClass : 'mt-6'} scroll-mt-20`}
        >
          <Heading id={`${prefix}-time-title`} className="text-xl font-semibold text-brand-900">
            {mode === 'book' ? t('slots.title') : t('slots.moveTitle')}
          </Heading>
          {note && (
            <p className="mt-4 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4 text-brand-900">
              {note}
            </p>
          )}
          <p aria-live="polite" className="mt-4 text-slate-700" data-testid="booking-slot-count">
            {pending
              ? t('slots.loading')
              : options.day
                ? t('slots.count', {
                    count: options.slots.length,
                    day: dayLabel(locale, options.day),
                  })
                : ''}
          </p>
          {options.slots.length === 0 && (
            <EmptyDay
              locale={locale}
              options={options}
              dayHref={dayUrl}
              onDay={(next) => void loadDay(next)}
            />
          )}
          <form
            ref={enhance}
            method="post"
            action={action}
            onSubmit={submit}
            noValidate
            hidden={options.slots.length === 0}
            className="relative mt-6 grid gap-8"
          >
            {hidden({ ...keep, ...post })}
            {problem && (
              <div
                ref={summary}
                tabIndex={-1}
                className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-900 outline-none focus-visible:outline-2 focus-visible:outline-red-700"
                data-testid="booking-errors"
              >
                <p className="font-semibold">
                  {listed.length > 0 ? t('form.errorsTitle') : problem.message}
                </p>
                {listed.length > 0 && (
                  <ul className="mt-2 grid list-disc gap-1 pl-6">
                    {listed.map((field) => (
                      <li key={field}>
                        {linked(field) ? (
                          <a href={`#${target(field)}`} className="underline underline-offset-4">
                            {`${fieldName[field]}: ${errors[field]}`}
                          </a>
                        ) : (
                          `${fieldName[field]}: ${errors[field]}`
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
            {taken && (
              <div
                ref={takenBox}
                tabIndex={-1}
                className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-900 outline-none focus-visible:outline-2 focus-visible:outline-red-700"
                data-testid="booking-taken"
              >
                <p className="font-semibold">{taken.message}</p>
                {taken.next.length > 0 && (
                  <>
                    <p className="mt-2">{t('taken.next')}</p>
                    <ul className="mt-3 flex flex-wrap gap-2">
                      {taken.next.map((slot) => (
                        <li key={slot.start}>
                          <button
                            type="button"
                            onClick={() => void pick(slot)}
                            className={buttonClass}
                          >
                            {t('taken.pick', { day: dayLabel(locale, slot.day), time: slot.time })}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </div>
            )}
            {options.day && (
              <SlotChoices
                id={`${prefix}-slot`}
                legend={t('slots.legend', { day: dayLabel(locale, options.day) })}
                slots={options.slots}
                chosen={chosen}
                onChoose={setChosen}
                error={errors.start}
              />
            )}
            {mode === 'book' && <PersonFields prefix={prefix} errors={errors} />}
            <div>
              <SubmitButton
                pending={sending}
                label={mode === 'book' ? t('form.submit') : t('move.submit')}
                pendingLabel={t('form.sending')}
              />
            </div>
          </form>
        </section>
      )}
    </>
  )
}
