/** Reading one cell of an imported call: dates, amounts, lists, addresses. */

const isoDay = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/
const croatianDay = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})\.?$/

/** A day as the files write it ("2026-03-31", "31.3.2026.", "31. 03. 2026"), as YYYY-MM-DD. */
export function readDay(raw: string): string | null {
  const value = raw.trim()
  const iso = isoDay.exec(value)
  const hr = iso ? null : croatianDay.exec(value)
  const [year, month, day] = iso
    ? [iso[1]!, iso[2]!, iso[3]!]
    : hr
      ? [hr[3]!, hr[2]!.padStart(2, '0'), hr[1]!.padStart(2, '0')]
      : []
  if (!year) return null
  const date = new Date(`${year}-${month}-${day}T12:00:00.000Z`)
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${year}-${month}-${day}`)
    return null
  return `${year}-${month}-${day}`
}

/** The instant a day is stored as: noon UTC, the same calendar day in Zagreb all year. */
export const storedDay = (day: string) => `${day}T12:00:00.000Z`

/**
 * An amount as the files write it: "150000", "150.000,00", "150,000.00", "150 000 €", "1,5";
 * null when it is not a number.
 */
export function readAmount(raw: string): number | null {
  let value = raw.replace(/[\s\u00a0€%]|EUR/gi, '')
  if (!/^-?[\d.,]+$/.test(value)) return null
  const comma = value.lastIndexOf(',')
  const dot = value.lastIndexOf('.')
  if (comma >= 0 && dot >= 0) {
    const decimal = comma > dot ? ',' : '.'
    const thousands = decimal === ',' ? '.' : ','
    value = value.split(thousands).join('').replace(decimal, '.')
  } else if (comma >= 0) {
    value = /^-?\d{1,3}(,\d{3})+$/.test(value) ? value.replace(/,/g, '') : value.replace(',', '.')
  } else if (dot >= 0 && /^-?\d{1,3}(\.\d{3}){2,}$|^-?\d{1,3}\.\d{3}$/.test(value)) {
    // "150.000" is a hundred and fifty thousand in Croatian files, not 150.
    value = value.replace(/\./g, '')
  }
  if (!/^-?\d+(\.\d+)?$/.test(value)) return null
  return Number(value)
}

/** The items of a list cell: separated by ";", "," or new lines, without empty ones. */
export const readList = (raw: string): string[] =>
  raw
    .split(/[;,\n]/)
    .map((item) => item.trim())
    .filter(Boolean)

/** An http(s) address, or null. */
export function readUrl(raw: string): string | null {
  try {
    const url = new URL(raw.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null
  } catch {
    return null
  }
}

/** A name compared without case, diacritics or extra spaces ("Grad Zagreb" = "grad  zagreb"). */
export const foldName = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
