import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import { invitation } from './invitation'

const meeting = (name: string) =>
  invitation({
    uid: 'booking-1@primjer.hr',
    sequence: 0,
    method: 'REQUEST',
    start: new Date('2027-02-01T09:00:00.000Z'),
    end: new Date('2027-02-01T09:30:00.000Z'),
    stamp: new Date('2027-01-20T10:00:00.000Z'),
    summary: 'Konzultacije: Fondium',
    description: 'Razgovor o natječaju.',
    location: 'Video poziv',
    url: null,
    organizer: { name: 'Fondium "savjetovanje"', email: 'no-reply@primjer.hr' },
    attendees: [
      { name, email: 'ana@primjer.hr' },
      { name: 'Marko Horvat', email: 'marko@fondium.example' },
    ],
    productId: { company: 'primjer.hr', product: 'booking', language: 'HR' },
  })

const attendees = (text: string) => {
  const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!
  return event
    .getAllProperties('attendee')
    .map((property) => [
      property.getParameter('cn'),
      String(property.getFirstValue()).toLowerCase(),
    ])
}

describe('the invitation’s attendee names (finding 11)', () => {
  it('keeps a name with quotes, a colon and mailto: one attendee, read back as typed', () => {
    const name = 'Ana "x":mailto:napadac@zlo.example ^ Kovač'
    const text = meeting(name)
    expect(attendees(text)).toEqual([
      [name, 'mailto:ana@primjer.hr'],
      ['Marko Horvat', 'mailto:marko@fondium.example'],
    ])
    // RFC 5545 allows no backslash escape in a parameter; RFC 6868 writes a quote as ^'.
    const unfolded = text.replace(/\r\n /g, '')
    expect(unfolded).not.toContain('\\"')
    expect(unfolded).toContain(`CN="Ana ^'x^':mailto:napadac@zlo.example ^^ Kovač"`)
    const organizer = new ICAL.Component(ICAL.parse(text))
      .getFirstSubcomponent('vevent')!
      .getFirstProperty('organizer')!
    expect(organizer.getParameter('cn')).toBe('Fondium "savjetovanje"')
  })

  it('keeps a line break in a name inside its parameter', () => {
    expect(attendees(meeting('Ana\r\nATTENDEE:mailto:x@zlo.example'))).toEqual([
      ['Ana\nATTENDEE:mailto:x@zlo.example', 'mailto:ana@primjer.hr'],
      ['Marko Horvat', 'mailto:marko@fondium.example'],
    ])
  })
})
