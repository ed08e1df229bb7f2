import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator'

import { icalParameter } from '@/lib/icalText'

/** What an invitation says of a meeting. */
export type Invitation = {
  /** Stable across moves and the cancel: the calendar updates or removes the same event. */
  uid: string
  /** Goes up with each change (RFC 5545 SEQUENCE), so a later invitation wins. */
  sequence: number
  method: 'REQUEST' | 'CANCEL'
  start: Date
  end: Date
  stamp: Date
  summary: string
  description: string
  location: string
  url: string | null
  organizer: { name: string; email: string }
  attendees: { name: string; email: string }[]
  productId: { company: string; product: string; language: string }
}

/**
 * The iCalendar invitation of a consultation (RFC 5545, with the RFC 5546 method REQUEST for a
 * booking or a move, CANCEL for a cancellation), built by a maintained library. Times are in
 * UTC, which every calendar shows in its own zone.
 */
export function invitation(meeting: Invitation): string {
  const calendar = ical({
    method: meeting.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    prodId: meeting.productId,
  })
  calendar.createEvent({
    id: meeting.uid,
    sequence: meeting.sequence,
    start: meeting.start,
    end: meeting.end,
    stamp: meeting.stamp,
    summary: meeting.summary,
    description: meeting.description,
    location: meeting.location,
    url: meeting.url,
    status: meeting.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    // Names are parameters (CN="…"): encoded per RFC 6868 (src/lib/icalText.ts).
    organizer: { ...meeting.organizer, name: icalParameter(meeting.organizer.name) },
    attendees: meeting.attendees.map((attendee) => ({
      ...attendee,
      name: icalParameter(attendee.name),
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: false,
    })),
  })
  return calendar.toString()
}
