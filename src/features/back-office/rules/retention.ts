/**
 * The instant before which a lead without activity is anonymised: `months` calendar months
 * before `now` (a day of the month that the earlier month lacks falls back to its last day).
 */
export function staleBefore(now: Date, months: number): Date {
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth() - months
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), last),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  )
}

/**
 * What an anonymised lead keeps of the person: nothing that names or reaches them. The address
 * is under the reserved `.invalid` domain (RFC 2606), which never receives mail, and has the dot
 * Payload's e-mail fields want.
 */
export const anonymousPerson = {
  firstName: '—',
  lastName: null,
  email: 'anonymised@anonymised.invalid',
  company: null,
  message: null,
} as const
