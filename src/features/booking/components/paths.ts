/** The booking's pages (without the language prefix). */
export const bookingPath = '/booking'
export const managePath = '/booking/manage'

/** The props of a page that reads its address's query. */
export type PageProps = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The first value of a query parameter, trimmed. */
export const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined

/** The booking endpoints, answering in the page's language. */
export const bookAction = (locale: string) => `/api/bookings?locale=${locale}`
export const manageAction = (locale: string) => `/api/bookings/manage?locale=${locale}`
export const slotsUrl = (locale: string, day: string) =>
  `/api/bookings/slots?day=${encodeURIComponent(day)}&locale=${locale}`
