import type { BookingView, SlotView } from '../types'

/** A refusal as the form shows it: a message, and the fields it concerns. */
export type Problem = { message: string; fields: Record<string, string> }
/** A time taken meanwhile: the refusal, and the next free times offered instead. */
export type Taken = { message: string; next: SlotView[] }

type Answer = {
  ok?: boolean
  token?: string
  booking?: BookingView
  error?: string
  errors?: Record<string, string>
  next?: SlotView[]
}

/** Posts the form as JSON; the status and body of the answer, or null when none came. */
export async function sendBooking(url: string, values: Record<string, string>) {
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

/**
 * What the form makes of an answer: done (with the booking's token), a time taken meanwhile
 * (with the next free ones), or a refusal; its message is null when the form's own is shown.
 */
export function bookingOutcome(
  answer: Awaited<ReturnType<typeof sendBooking>>,
  keptToken: string | undefined,
) {
  const body = answer?.body ?? {}
  if (answer?.status === 200 && body.ok) {
    return { kind: 'done', token: body.token ?? body.booking?.token ?? keptToken ?? '' } as const
  }
  if (answer?.status === 409 && body.error) {
    return { kind: 'taken', taken: { message: body.error, next: body.next ?? [] } } as const
  }
  const fields = answer && answer.status < 500 ? (body.errors ?? {}) : {}
  const message = answer && answer.status < 500 && body.error ? body.error : null
  return { kind: 'problem', fields, message } as const
}
