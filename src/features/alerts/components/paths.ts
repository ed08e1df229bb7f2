/** The alerts' pages (without the language prefix). */
export const alertsPath = '/alerts'
export const managePath = '/alerts/manage'
export const notRelevantPath = '/alerts/not-relevant'
export const accountAlertsPath = '/account/alerts'

/** The props of a page that reads its address's query. */
export type PageProps = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The first value of a query parameter. */
export const first = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value
