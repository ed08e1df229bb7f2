/**
 * The ROI calculator: our fee is 2.5% of the grant, the net benefit is the grant
 * minus the fee, and the ROI is the net benefit divided by the fee, in percent.
 *
 * Money is kept in whole cents so the amounts shown always add up (fee + net = grant). The ROI
 * is the ratio of the exact fee and net benefit, so rounding a small fee to cents cannot skew it.
 */

/** Our fee in basis points of the grant: 250 = 2.5%. */
export const FEE_BASIS_POINTS = 250
/** The largest grant the calculator accepts, in euro. */
export const MAX_GRANT = 10_000_000_000

export type RoiResult = {
  grantCents: number
  feeCents: number
  netCents: number
  /** Net benefit per euro of fee, times 100. */
  roiPercent: number
  /** ROI / 100: the euro of grants "for every €1 spent" in the explanation. */
  perEuro: number
}

export type RoiError = 'empty' | 'invalid' | 'not-positive' | 'too-large'

export type RoiOutcome = { ok: true; result: RoiResult } | { ok: false; error: RoiError }

export type ParsedAmount = { ok: true; value: number } | { ok: false; error: 'empty' | 'invalid' }

type Separators = { group: string; decimal: string }

/** The grouping and decimal separators of a BCP 47 locale, e.g. `.` and `,` for hr-HR. */
export function separatorsOf(intlLocale: string): Separators {
  const parts = new Intl.NumberFormat(intlLocale).formatToParts(12345.6)
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Reads an amount typed in the visitor's language: `100000`, `100 000`, `100.000,50` (hr, de),
 * `100,000.50` (en), with an optional `€`, `EUR` or `euro`. Group separators must group by three.
 * The other language's decimal separator is accepted when it cannot be a group separator
 * (`100.5` in hr is 100.5, `100.500` is 100500). Anything ambiguous or malformed is invalid.
 */
export function parseAmount(input: string, intlLocale: string): ParsedAmount {
  const { decimal } = separatorsOf(intlLocale)
  const other = decimal === ',' ? '.' : ','
  let text = input
    .replace(/€|eur(?:os|o|a)?/gi, ' ')
    .replace(/[\s\u00a0\u202f\u2009]+/g, ' ')
    .trim()
  if (text === '') return { ok: false, error: 'empty' }

  let sign = 1
  if (/^[-−–]/.test(text)) sign = -1
  text = text.replace(/^[-−–+]\s*/, '')

  let decimalMark = decimal
  if (!text.includes(decimal) && new RegExp(`^[\\d ]+${escape(other)}\\d{1,2}$`).test(text)) {
    decimalMark = other
  }
  const group = decimalMark === ',' ? '.' : ','
  const [whole = '', fraction, ...rest] = text.split(decimalMark)
  if (rest.length > 0) return { ok: false, error: 'invalid' }
  if (fraction !== undefined && !/^\d*$/.test(fraction)) return { ok: false, error: 'invalid' }

  const grouped = new RegExp(`^\\d{1,3}(?:[${escape(group)} ]\\d{3})+$`)
  const wholeOk = /^\d+$/.test(whole) || grouped.test(whole) || (whole === '' && !!fraction)
  if (!wholeOk) return { ok: false, error: 'invalid' }

  const digits = `${whole.replace(/\D/g, '') || '0'}.${fraction || '0'}`
  const value = sign * Number(digits)
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, error: 'invalid' }
}

/** The fee, net benefit and ROI of a grant in euro; null unless it is above 0 and allowed. */
export function calculateRoi(grant: number): RoiResult | null {
  if (!Number.isFinite(grant) || grant > MAX_GRANT) return null
  const grantCents = Math.round(grant * 100)
  if (grantCents <= 0) return null
  const feeCents = Math.round((grantCents * FEE_BASIS_POINTS) / 10_000)
  const fee = (grant * FEE_BASIS_POINTS) / 10_000
  const roiPercent = ((grant - fee) / fee) * 100
  return {
    grantCents,
    feeCents,
    netCents: grantCents - feeCents,
    roiPercent,
    perEuro: roiPercent / 100,
  }
}

/** What the calculator shows for what the visitor typed: a result or the reason there is none. */
export function evaluateRoi(input: string, intlLocale: string): RoiOutcome {
  const parsed = parseAmount(input, intlLocale)
  if (!parsed.ok) return parsed
  if (!(Math.round(parsed.value * 100) > 0)) return { ok: false, error: 'not-positive' }
  if (parsed.value > MAX_GRANT) return { ok: false, error: 'too-large' }
  const result = calculateRoi(parsed.value)
  return result ? { ok: true, result } : { ok: false, error: 'invalid' }
}

/** Euro with two decimals in the visitor's locale: `2.500,00 €` (hr, de), `€2,500.00` (en). */
export function formatEuro(amount: number, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount)
}

/** The ROI as a whole percent, e.g. `3900%`. */
export const formatRoiPercent = (roiPercent: number): string => `${Math.round(roiPercent)}%`
