import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'

import { defaultRules, weeklyHours, type BookingRules, type WeeklyHours } from '../rules'
import type { MeetingPlace } from '../types'

/** An adviser who takes bookings, with their weekly hours. */
export type AdviserHours = { id: number; name: string; email: string; hours: WeeklyHours }

/** The booking rules of /admin's booking settings (the defaults until an editor saves them). */
export async function readBookingSettings(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<{ rules: BookingRules; place: 'office' | 'video'; videoLink: string | null }> {
  const settings = await payload.findGlobal({
    slug: 'booking-settings',
    depth: 0,
    overrideAccess: true,
    req,
  })
  return {
    rules: {
      slotMinutes: settings.slotMinutes ?? defaultRules.slotMinutes,
      bufferMinutes: settings.bufferMinutes ?? defaultRules.bufferMinutes,
      minNoticeHours: settings.minNoticeHours ?? defaultRules.minNoticeHours,
      horizonDays: settings.horizonDays ?? defaultRules.horizonDays,
      closedDates: (settings.closedDates ?? []).map((entry) => entry.day),
    },
    place: settings.place === 'video' && settings.videoLink ? 'video' : 'office',
    videoLink: settings.videoLink ?? null,
  }
}

/** Where meetings take place: the video link of the booking settings, or the office's address. */
export async function meetingPlace(
  payload: Payload,
  locale: Locale,
  req?: Partial<PayloadRequest>,
): Promise<MeetingPlace> {
  const { place, videoLink } = await readBookingSettings(payload, req)
  if (place === 'video' && videoLink) return { kind: 'video', url: videoLink }
  const site = await payload.findGlobal({ slug: 'site-settings', locale, depth: 0, req })
  const contact = site.contact
  const address = [
    contact?.street,
    [contact?.postalCode, contact?.city].filter(Boolean).join(' '),
    contact?.country,
  ]
    .filter(Boolean)
    .join(', ')
  return { kind: 'office', address }
}

/** The advisers who take bookings now. */
export async function activeAdvisers(payload: Payload): Promise<AdviserHours[]> {
  const found = await payload.find({
    collection: 'advisers',
    where: { active: { equals: true } },
    depth: 0,
    limit: 200,
    sort: 'id',
    overrideAccess: true,
  })
  return found.docs.map((adviser) => ({
    id: adviser.id,
    name: adviser.name,
    email: adviser.email,
    hours: weeklyHours(adviser.hours ?? []),
  }))
}
