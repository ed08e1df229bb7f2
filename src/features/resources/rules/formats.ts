/** The kinds of file the resources page offers, by the type Payload recorded at upload. */
export const downloadTypes = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'excel',
  'application/vnd.ms-excel': 'excel',
} as const

export type DownloadFormat = (typeof downloadTypes)[keyof typeof downloadTypes]

/** The format of a stored file's type (a PDF unless it is a spreadsheet). */
export const formatOf = (mimeType: string | null | undefined): DownloadFormat =>
  downloadTypes[(mimeType ?? '') as keyof typeof downloadTypes] ?? 'pdf'

/** A file size as people read it: "840 kB", "1,4 MB" (in the page's language). */
export function fileSize(bytes: number, locale: string): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)
  if (bytes < 1000 * 1000) return `${number(Math.max(1, Math.round(bytes / 1000)), 0)} kB`
  return `${number(bytes / 1000 / 1000, 1)} MB`
}
