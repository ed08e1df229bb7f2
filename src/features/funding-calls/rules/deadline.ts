/** Calendar days in Croatia: a deadline counts until the end of its day in Europe/Zagreb. */
const zagrebDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zagreb',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The date (YYYY-MM-DD) of an instant in Zagreb. */
export function dayInZagreb(instant: Date | string): string {
  return zagrebDay.format(typeof instant === 'string' ? new Date(instant) : instant)
}
