import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import { callsCalendar, type CalendarCall } from './calendar'

const call = (id: number, dates: Partial<CalendarCall>): CalendarCall => ({
  id,
  fundName: `Natječaj ${id}`,
  shortDescription: 'Bespovratna sredstva za opremu.',
  opensAt: null,
  deadline: null,
  funding: 'do 50.000 €',
  updatedAt: '2027-01-02T10:00:00.000Z',
  ...dates,
})

function events(text: string) {
  return new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent))
}

describe('calendar of calls', () => {
  const now = new Date('2027-01-10T12:00:00.000Z')
  const text = callsCalendar({
    locale: 'hr',
    siteUrl: 'https://primjer.hr',
    name: 'Fondium – Otvoreni natječaji',
    now,
    calls: [
      // 23:30 UTC on 15 January is already the 16th in Zagreb.
      call(1, { deadline: '2027-01-15T23:30:00.000Z' }),
      call(2, { opensAt: '2027-02-01T11:00:00.000Z', deadline: '2027-03-31T11:00:00.000Z' }),
      call(3, {}),
    ],
  })

  it('writes an all-day event on each deadline day in Zagreb, and on a forthcoming opening', () => {
    expect(
      events(text).map((event) => [event.uid, event.startDate.toString(), event.summary]),
    ).toEqual([
      ['call-1-deadline@primjer.hr', '2027-01-16', 'Rok prijave: Natječaj 1'],
      ['call-2-opens@primjer.hr', '2027-02-01', 'Otvara se: Natječaj 2'],
      ['call-2-deadline@primjer.hr', '2027-03-31', 'Rok prijave: Natječaj 2'],
    ])
    for (const event of events(text)) {
      expect(event.startDate.isDate).toBe(true)
      expect(event.endDate.toString() > event.startDate.toString()).toBe(true)
    }
  })

  it('names the calendar and links each event to the call’s page', () => {
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Fondium – Otvoreni natječaji')
    const [first] = events(text)
    expect(first!.component.getFirstPropertyValue('url')).toBe('https://primjer.hr/natjecaj/1')
    expect(first!.description).toContain('do 50.000 €')
  })
})

describe('a call title with line breaks and iCalendar syntax (finding 3)', () => {
  const title =
    'Vaučeri za digitalizaciju\r\nBEGIN:VEVENT\r\nSUMMARY:Lažni rok; plati, odmah\r\nEND:VEVENT\r\nX-A:\\'
  const text = callsCalendar({
    locale: 'hr',
    siteUrl: 'https://primjer.hr',
    name: title,
    now: new Date('2027-01-10T12:00:00.000Z'),
    calls: [call(7, { fundName: title, deadline: '2027-03-31T11:00:00.000Z' })],
  })

  it('stays the calendar’s name and the event’s summary, and adds no event', () => {
    const calendar = new ICAL.Component(ICAL.parse(text))
    // The parser reads NAME (RFC 7986) and X-WR-CALNAME, properties it does not know, as they
    // stand: both are TEXT, read here with its own TEXT decoding.
    const asText = (value: unknown) => ICAL.design.icalendar.value.text!.fromICAL!(String(value))
    expect(asText(calendar.getFirstPropertyValue('name'))).toBe(title.replace(/\r\n/g, '\n'))
    expect(asText(calendar.getFirstPropertyValue('x-wr-calname'))).toBe(
      title.replace(/\r\n/g, '\n'),
    )
    expect(calendar.getAllProperties().map((property) => property.name)).toEqual([
      'version',
      'prodid',
      'name',
      'x-wr-calname',
      'refresh-interval',
      'x-published-ttl',
    ])
    expect(events(text).map((event) => event.summary)).toEqual([
      `Rok prijave: ${title.replace(/\r\n/g, '\n')}`,
    ])
    expect(text).not.toMatch(/^SUMMARY:Lažni/m)
  })

  it('folds every line at 75 octets (RFC 5545 section 3.1)', () => {
    const long = callsCalendar({
      locale: 'hr',
      siteUrl: 'https://primjer.hr',
      name: 'Fondium – '.repeat(20),
      calls: [],
    })
    for (const line of long.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    }
    expect(new ICAL.Component(ICAL.parse(long)).getFirstPropertyValue('x-wr-calname')).toBe(
      'Fondium – '.repeat(20),
    )
  })
})
