/**
 * Values that ical-generator writes as they are given, made safe for iCalendar.
 *
 * ical-generator escapes an event's text properties (SUMMARY, DESCRIPTION, LOCATION) but writes
 * the calendar's NAME and X-WR-CALNAME raw, so a call title with a line break could start a
 * property or an event of its own in every subscriber's calendar; and it quotes a parameter
 * such as an attendee's CN with a backslash before `"`, which RFC 5545 does not allow in a
 * parameter (a lenient reader ends the value there and reads the rest as more parameters).
 */

/** An RFC 5545 TEXT value (section 3.3.11): `\`, `;`, `,` and line breaks escaped. */
export function icalText(value: string): string {
  return value
    .replace(/[\\;,]/g, (mark) => `\\${mark}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
}

/**
 * A parameter value (an attendee's or organizer's CN) encoded per RFC 6868: `^` as `^^`, a
 * double quote as `^'`, a line break as `^n`, so that no character of a name can end the value.
 * A backslash, which ical-generator would double, becomes a slash; other control characters go.
 */
export function icalParameter(value: string): string {
  return value
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/\r\n|\r|\n/g, '^n')
    .replace(/\\/g, '/')
    .replace(/[\u0000-\u001f\u007f]/g, '')
}
