import type { Locale } from '@/i18n/locales'

/** A free consultation slot as pages and the slots route show it. */
export type SlotView = {
  /** The slot's start, ISO 8601 in UTC ("2026-12-03T09:00:00.000Z"): what a booking posts. */
  start: string
  /** The Zagreb day of the slot ("2026-12-03"). */
  day: string
  /** Its Zagreb wall-clock time ("10:00"). */
  time: string
}

/** A day a visitor may choose, with how many slots it has free. */
export type DayView = {
  day: string
  free: number
  /** Why the day has no slots at all: a public holiday, a closed date, a weekend (no hours). */
  closed: 'holiday' | 'closed' | null
  /** The holiday's Croatian name, when it is one. */
  holiday: string | null
}

/** What the booking page offers: the days of the horizon, and the free slots of one day. */
export type BookingOptions = {
  days: DayView[]
  /** The day shown: the one asked for when it may be booked, else the first with free slots. */
  day: string | null
  slots: SlotView[]
  slotMinutes: number
}

export type BookingStatus = 'booked' | 'cancelled' | 'held' | 'no-show'

/** Where the meeting takes place: the firm's office, or a video call. */
export type MeetingPlace = { kind: 'office'; address: string } | { kind: 'video'; url: string }

/** A booking as its confirmation and manage pages show it (found by its signed token). */
export type BookingView = {
  id: number
  token: string
  start: string
  end: string
  day: string
  time: string
  endTime: string
  status: BookingStatus
  name: string
  email: string
  phone: string
  company: string
  topic: string
  locale: Locale
  adviser: string
  call: { id: number; title: string; slug: string } | null
  code: string | null
  place: MeetingPlace
}
