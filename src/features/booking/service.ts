import { randomBytes } from 'node:crypto'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import { storeLead } from '@/features/contact'
import type { Locale } from '@/i18n/locales'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'
import { log } from '@/server/log'
import { consume } from '@/server/rateLimit'
import { signedToken, tokenId, tokenMatches } from '@/server/signedToken'
import { zagrebDay } from '@/lib/zagreb'

import {
  adviserSlots,
  bookingDays,
  dayClosed,
  croatianHoliday,
  type BookingRules,
  type Busy,
} from './rules'
import { slotKey } from './rules/bookingValues'
import {
  bookingDetails,
  validateBooking,
  type BookingField,
  type BookingInput,
  type BookingProblem,
} from './rules/validation'
import { returnBookingMail, takeBookingMail } from './mailAllowance'
import { droppedBooking } from './store/droppedBooking'
import { readBookingSettings, activeAdvisers, type AdviserHours } from './store/settings'
import { bookingView, slotView } from './store/views'
import type { BookingOptions, BookingView, DayView, SlotView } from './types'

/** Bookings one client may make per ten minutes. */
export const bookingLimit = { name: 'booking', points: 5, durationSeconds: 600 }
/** Changes through one client's booking links per ten minutes (move, cancel). */
export const bookingManageLimit = { name: 'booking-manage', points: 30, durationSeconds: 600 }

/**
 * Upcoming consultations (booked, not begun) one e-mail address may hold at once. The messages
 * say the number (Booking.problem.upcoming): change them with it.
 */
export const upcomingPerAddress = 2

/** How many next free slots a visitor who lost a slot is offered. */
const nextCount = 5

/** The token of a booking's links (manage: move, cancel), signed under the site's secret. */
export const bookingToken = (payload: Payload, booking: Pick<Booking, 'id' | 'salt'>) =>
  signedToken(payload.secret, 'booking', booking.id, booking.salt)

/** The booking a link's token names, or null for a malformed, forged or outdated one. */
export async function bookingRecord(payload: Payload, token: unknown): Promise<Booking | null> {
  const id = tokenId(token)
  if (id === null) return null
  const booking = await payload
    .findByID({
      collection: 'bookings',
      id,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })
    .catch(() => null)
  return booking && tokenMatches(payload.secret, 'booking', booking, token as string)
    ? booking
    : null
}

/** The booking a manage link names, as its page shows it; null for a bad link. */
export async function bookingByToken(
  payload: Payload,
  token: unknown,
): Promise<BookingView | null> {
  const booking = await bookingRecord(payload, token)
  return booking ? bookingView(payload, booking, bookingToken(payload, booking)) : null
}

/**
 * The meetings each adviser has between two instants (any booking that is not cancelled),
 * leaving out one booking (the one being moved).
 */
async function busyByAdviser(
  payload: Payload,
  from: number,
  to: number,
  except: number | null = null,
): Promise<Map<number, Busy[]>> {
  const found = await payload.find({
    collection: 'bookings',
    where: {
      and: [
        { status: { not_equals: 'cancelled' } },
        { start: { greater_than_equal: new Date(from - 86_400_000).toISOString() } },
        { start: { less_than: new Date(to + 86_400_000).toISOString() } },
        ...(except === null ? [] : [{ id: { not_equals: except } }]),
      ],
    },
    select: { start: true, end: true, adviser: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const busy = new Map<number, Busy[]>()
  for (const booking of found.docs) {
    const adviser = relationId(booking.adviser)
    if (adviser === null) continue
    const list = busy.get(adviser) ?? []
    list.push({ start: Date.parse(booking.start), end: Date.parse(booking.end) })
    busy.set(adviser, list)
  }
  return busy
}

/** Everything slots are worked out from, read once. */
type Availability = {
  rules: BookingRules
  advisers: AdviserHours[]
  busy: Map<number, Busy[]>
  now: Date
}

async function availability(payload: Payload, now: Date, except: number | null = null) {
  const { rules } = await readBookingSettings(payload)
  const advisers = await activeAdvisers(payload)
  const horizonEnd = now.getTime() + (rules.horizonDays + 2) * 86_400_000
  const busy = await busyByAdviser(payload, now.getTime(), horizonEnd, except)
  return { rules, advisers, busy, now } satisfies Availability
}

/** The free slots of a day: each start and the advisers free then. */
function daySlots(day: string, at: Availability): Map<number, number[]> {
  const slots = new Map<number, number[]>()
  for (const adviser of at.advisers) {
    const free = adviserSlots(day, adviser.hours, at.rules, at.now, at.busy.get(adviser.id))
    for (const start of free) slots.set(start, [...(slots.get(start) ?? []), adviser.id])
  }
  return new Map([...slots].sort(([a], [b]) => a - b))
}

/** True when `start` would be a slot of some adviser if nobody had booked anything. */
function onTheGrid(start: number, at: Availability): boolean {
  const day = zagrebDay(start)
  return at.advisers.some((adviser) =>
    adviserSlots(day, adviser.hours, at.rules, at.now, []).includes(start),
  )
}

/** The next free slots after an instant, across the horizon's days. */
function nextSlots(at: Availability, after: number, count = nextCount): SlotView[] {
  const next: SlotView[] = []
  for (const day of bookingDays(at.now, at.rules)) {
    if (day < zagrebDay(after)) continue
    for (const start of daySlots(day, at).keys()) {
      if (start <= after) continue
      next.push(slotView(start))
      if (next.length === count) return next
    }
  }
  return next
}

/** The next free slots after a lost one (or from now, when none is left after it). */
async function slotsAfter(payload: Payload, lost: number, now: Date, except: number | null = null) {
  const fresh = await availability(payload, now, except)
  const after = nextSlots(fresh, lost)
  return after.length > 0 ? after : nextSlots(fresh, now.getTime())
}

/**
 * What the booking page offers: each day of the horizon with its number of free slots (and why
 * a day is closed), and the free slots of the day asked for, or of the first day that has any.
 */
export async function bookingOptions(
  payload: Payload,
  query: { day?: string | null },
  now = new Date(),
): Promise<BookingOptions> {
  const at = await availability(payload, now)
  const days: DayView[] = []
  const slotsByDay = new Map<string, number[]>()
  for (const day of bookingDays(now, at.rules)) {
    const starts = [...daySlots(day, at).keys()]
    slotsByDay.set(day, starts)
    const closed = dayClosed(day, at.rules)
    days.push({ day, free: starts.length, closed, holiday: croatianHoliday(day) })
  }
  const asked = query.day && slotsByDay.has(query.day) ? query.day : null
  const day = asked ?? days.find((entry) => entry.free > 0)?.day ?? null
  return {
    days,
    day,
    slots: day ? slotsByDay.get(day)!.map(slotView) : [],
    slotMinutes: at.rules.slotMinutes,
  }
}

type Errors = Partial<Record<BookingField, BookingProblem>>

export type BookResult =
  | { status: 'booked'; token: string; booking: BookingView }
  | { status: 'taken'; next: SlotView[] }
  | { status: 'invalid'; errors: Errors }
  | { status: 'limited'; retryAfterSeconds: number }
  /** The address has had its booking mails for the day (./mailAllowance.ts): nothing changed. */
  | { status: 'mail-limited'; retryAfterSeconds: number }
  | { status: 'error' }

/** Advisers free at a start, the least busy that day first (bookings are spread among them). */
function freeAdvisers(start: number, at: Availability): number[] {
  const ids = daySlots(zagrebDay(start), at).get(start) ?? []
  const day = zagrebDay(start)
  const load = (id: number) =>
    (at.busy.get(id) ?? []).filter((meeting) => zagrebDay(meeting.start) === day).length
  return [...ids].sort((a, b) => load(a) - load(b) || a - b)
}

/** True when some booking holds the key now (the database refused ours for it). */
async function keyHeld(payload: Payload, key: string): Promise<boolean> {
  const held = await payload.count({
    collection: 'bookings',
    where: { slotKey: { equals: key } },
    overrideAccess: true,
  })
  return held.totalDocs > 0
}

/** The consultations an address has ahead of `now`, not cancelled. */
async function upcomingOf(payload: Payload, email: string, now: Date): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'bookings',
    where: {
      and: [
        { email: { equals: email } },
        { status: { not_equals: 'cancelled' } },
        { start: { greater_than: now.toISOString() } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs
}

/**
 * One try at an adviser's slot: the booking, its lead and the mails (queued by the bookings'
 * hook) in one transaction on PostgreSQL; on SQLite, which writes at once, the booking is
 * deleted again when its lead could not be stored. 'taken' when the database refused the slot's
 * key because another booking holds it.
 */
async function tryBooking(
  payload: Payload,
  locale: Locale,
  data: Omit<Booking, 'id' | 'createdAt' | 'updatedAt' | 'sizes'>,
): Promise<Booking | 'taken'> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  const inTransaction = Boolean(await req.transactionID)
  let created: Booking | null = null
  try {
    created = await payload.create({
      collection: 'bookings',
      data,
      overrideAccess: true,
      showHiddenFields: true,
      req,
    })
    const lead = await storeLead(
      payload,
      locale,
      {
        source: 'booking',
        firstName: data.name,
        email: data.email,
        company: data.company || undefined,
        message: data.topic,
        call: typeof data.call === 'number' ? data.call : undefined,
        booking: created.id,
      },
      req,
    )
    if (lead === null) throw new Error('the booking’s lead could not be stored')
    await commitTransaction(req)
    return created
  } catch (error) {
    await killTransaction(req)
    if (!inTransaction && created) {
      await payload
        .delete({ collection: 'bookings', id: created.id, overrideAccess: true })
        .catch(() => undefined)
    }
    if (data.slotKey && (await keyHeld(payload, data.slotKey))) return 'taken'
    throw error
  }
}

/**
 * Books the visitor's slot with the first of `advisers` whose slot key the database accepts;
 * null when another booking took each of them meanwhile.
 */
async function bookFirstFree(
  payload: Payload,
  locale: Locale,
  value: BookingInput,
  advisers: number[],
  at: Availability,
): Promise<Booking | null> {
  const start = value.start.getTime()
  const length = at.rules.slotMinutes * 60_000
  for (const adviser of advisers) {
    const booking = await tryBooking(payload, locale, {
      adviser,
      start: new Date(start).toISOString(),
      end: new Date(start + length).toISOString(),
      ...bookingDetails(value),
      locale,
      status: 'booked',
      sequence: 0,
      slotKey: slotKey(adviser, start),
      salt: randomBytes(12).toString('base64url'),
    })
    if (booking === 'taken') continue
    log('info', 'consultation booked', { bookingId: booking.id, adviser })
    return booking
  }
  return null
}

/**
 * A visitor books a consultation: rate limit, validation, then the slot with the first free
 * adviser. The database's unique slot key decides between two visitors: the one it refuses tries
 * the next free adviser at that time, and when none is left is told the slot was taken, with
 * the next free slots. The booking, its lead and its mails are stored together or not at all.
 * An address holds at most `upcomingPerAddress` consultations ahead, and a booking is refused
 * before it is stored when its address has had its booking mails for the day.
 */
export async function bookConsultation(
  payload: Payload,
  locale: Locale,
  input: unknown,
  clientKey: string,
  now = new Date(),
): Promise<BookResult> {
  const limited = await consume(bookingLimit, clientKey)
  if (!limited.ok) return { status: 'limited', retryAfterSeconds: limited.retryAfterSeconds }
  const checked = validateBooking(input)
  if (!checked.ok) return { status: 'invalid', errors: checked.errors }
  if (checked.spam) {
    // Answered like a booking (a token that opens nothing), so that a bot learns nothing.
    log('info', 'booking honeypot filled: booking dropped')
    return droppedBooking(payload, locale, checked.value)
  }
  const value = checked.value
  try {
    if (value.call !== null) {
      const exists = await payload.count({
        collection: 'funding-calls',
        where: { id: { equals: value.call } },
        overrideAccess: true,
      })
      if (exists.totalDocs === 0) return { status: 'invalid', errors: { call: 'call' } }
    }
    const at = await availability(payload, now)
    const start = value.start.getTime()
    const advisers = freeAdvisers(start, at)
    if (advisers.length === 0 && !onTheGrid(start, at)) {
      return { status: 'invalid', errors: { start: 'start' } }
    }
    // Checked right before the insert, not under a lock: two bookings of one address sent at the
    // same instant may both pass and make it hold one more (the slot's unique key decides only
    // between visitors of one slot). Accepted: each still takes a mail of the address's day and
    // counts against its client's booking limit.
    if ((await upcomingOf(payload, value.email, now)) >= upcomingPerAddress) {
      return { status: 'invalid', errors: { email: 'upcoming' } }
    }
    const mail = await takeBookingMail(value.email)
    if (!mail.ok) return { status: 'mail-limited', retryAfterSeconds: mail.retryAfterSeconds }
    // Nothing stored (every free adviser taken meanwhile, or a failure): the mail is given back.
    const booking = await bookFirstFree(payload, locale, value, advisers, at).catch(
      async (error: unknown) => {
        await returnBookingMail(value.email)
        throw error
      },
    )
    if (!booking) {
      await returnBookingMail(value.email)
      return { status: 'taken', next: await slotsAfter(payload, start, now) }
    }
    const token = bookingToken(payload, booking)
    return { status: 'booked', token, booking: await bookingView(payload, booking, token) }
  } catch (error) {
    log('error', 'booking failed', { error: String(error) })
    return { status: 'error' }
  }
}

export type ManageResult =
  | { status: 'cancelled' | 'moved'; booking: BookingView }
  | { status: 'taken'; next: SlotView[]; booking: BookingView }
  | { status: 'invalid'; errors: Errors }
  | { status: 'closed'; booking: BookingView }
  | { status: 'link-invalid' }
  /** The address has had its booking mails for the day (./mailAllowance.ts): nothing changed. */
  | { status: 'mail-limited'; retryAfterSeconds: number }
  | { status: 'error' }

/** True while a booking can still be moved or cancelled: booked, and not started. */
const changeable = (booking: Booking, now: Date) =>
  booking.status === 'booked' && Date.parse(booking.start) > now.getTime()

/** Who changes a booking: its visitor by the mailed link, or the site's staff (an erasure). */
export type ChangedBy = 'visitor' | 'staff'

/**
 * Cancels a booking by its link: the slot is free again (its key cleared), the invitation's
 * SEQUENCE goes up, and the visitor and the adviser are sent a CANCEL (the bookings' hook). A
 * visitor's cancel takes one of the address's booking mails for the day, and is refused
 * unchanged when they are used up; staff (an erasure) are not counted.
 */
export async function cancelBooking(
  payload: Payload,
  token: unknown,
  now = new Date(),
  by: ChangedBy = 'visitor',
): Promise<ManageResult> {
  const booking = await bookingRecord(payload, token)
  if (!booking) return { status: 'link-invalid' }
  const link = bookingToken(payload, booking)
  if (!changeable(booking, now)) {
    return { status: 'closed', booking: await bookingView(payload, booking, link) }
  }
  const counted = by === 'visitor'
  try {
    if (counted) {
      const mail = await takeBookingMail(booking.email)
      if (!mail.ok) return { status: 'mail-limited', retryAfterSeconds: mail.retryAfterSeconds }
    }
    const updated = await payload
      .update({
        collection: 'bookings',
        id: booking.id,
        data: { status: 'cancelled' },
        overrideAccess: true,
        showHiddenFields: true,
      })
      .catch(async (error: unknown) => {
        if (counted) await returnBookingMail(booking.email)
        throw error
      })
    log('info', 'consultation cancelled', { bookingId: booking.id })
    return { status: 'cancelled', booking: await bookingView(payload, updated, link) }
  } catch (error) {
    log('error', 'booking could not be cancelled', { bookingId: booking.id, error: String(error) })
    return { status: 'error' }
  }
}

/**
 * Moves `booking` to `start` with the first of `advisers` whose slot key the database accepts;
 * null when another booking took each of them meanwhile.
 */
async function moveToFirstFree(
  payload: Payload,
  booking: Booking,
  advisers: number[],
  start: number,
  at: Availability,
): Promise<Booking | null> {
  const length = at.rules.slotMinutes * 60_000
  for (const adviser of advisers) {
    const key = slotKey(adviser, start)
    try {
      const updated = await payload.update({
        collection: 'bookings',
        id: booking.id,
        data: {
          adviser,
          start: new Date(start).toISOString(),
          end: new Date(start + length).toISOString(),
          slotKey: key,
          sequence: (booking.sequence ?? 0) + 1,
          remindedAt: null,
        },
        overrideAccess: true,
        showHiddenFields: true,
      })
      log('info', 'consultation moved', { bookingId: booking.id, adviser })
      return updated
    } catch (error) {
      if (await keyHeld(payload, key)) continue
      throw error
    }
  }
  return null
}

/**
 * Moves a booking by its link to another free slot: its adviser when free then, else another;
 * the same UID with the next SEQUENCE, mailed to the visitor and the adviser (and a CANCEL to
 * the adviser it leaves). The database's unique slot key refuses a slot taken meanwhile. A move
 * takes one of the address's booking mails for the day, and is refused unchanged when they are
 * used up.
 */
export async function moveBooking(
  payload: Payload,
  token: unknown,
  startInput: unknown,
  now = new Date(),
): Promise<ManageResult> {
  const booking = await bookingRecord(payload, token)
  if (!booking) return { status: 'link-invalid' }
  const link = bookingToken(payload, booking)
  if (!changeable(booking, now)) {
    return { status: 'closed', booking: await bookingView(payload, booking, link) }
  }
  const checked = validateBooking({
    ...booking,
    consent: true,
    company: booking.company ?? '',
    call: '',
    code: '',
    start: startInput,
  })
  if (!checked.ok) return { status: 'invalid', errors: { start: 'start' } }
  const start = checked.value.start.getTime()
  try {
    const at = await availability(payload, now, booking.id)
    const current = relationId(booking.adviser)
    const advisers = freeAdvisers(start, at).sort(
      (a, b) => Number(b === current) - Number(a === current),
    )
    if (advisers.length === 0 && !onTheGrid(start, at)) {
      return { status: 'invalid', errors: { start: 'start' } }
    }
    const mail = await takeBookingMail(booking.email)
    if (!mail.ok) return { status: 'mail-limited', retryAfterSeconds: mail.retryAfterSeconds }
    // Nothing changed (every free adviser taken meanwhile, or a failure): the mail is given back.
    const updated = await moveToFirstFree(payload, booking, advisers, start, at).catch(
      async (error: unknown) => {
        await returnBookingMail(booking.email)
        throw error
      },
    )
    if (updated) return { status: 'moved', booking: await bookingView(payload, updated, link) }
    await returnBookingMail(booking.email)
    return {
      status: 'taken',
      next: await slotsAfter(payload, start, now, booking.id),
      booking: await bookingView(payload, booking, link),
    }
  } catch (error) {
    log('error', 'booking could not be moved', { bookingId: booking.id, error: String(error) })
    return { status: 'error' }
  }
}

/** A call the booking page was opened for (?call=), in the page's language; null if none. */
export async function bookingCall(
  payload: Payload,
  id: unknown,
  locale: Locale,
): Promise<{ id: number; title: string; slug: string } | null> {
  const text = typeof id === 'number' ? String(id) : typeof id === 'string' ? id.trim() : ''
  if (!/^\d{1,10}$/.test(text)) return null
  const call = await payload
    .findByID({
      collection: 'funding-calls',
      id: Number(text),
      depth: 0,
      locale,
      overrideAccess: false,
      select: { fundName: true },
    })
    .catch(() => null)
  return call ? { id: call.id, title: call.fundName ?? '', slug: String(call.id) } : null
}
