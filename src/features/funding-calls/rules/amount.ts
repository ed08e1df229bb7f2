import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'

/** A call's grant in euro: either end may be unknown. */
export type GrantRange = { amountMin?: number | null; amountMax?: number | null }

/** An amount in euro, whole euros, as the language writes it ("300.000 €", "€300,000"). */
export const formatEuro = (locale: Locale, amount: number) => euro(locale).format(amount)

/** A percentage as the language writes it ("60 %", "60%"). */
export const formatPercent = (locale: Locale, value: number) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100)

// One formatter and one translator per language: building them costs more than formatting
// (bench:catalogue: a third of the funding check's time went to them).
const euroFormats = new Map<Locale, Intl.NumberFormat>()
const euro = (locale: Locale) => {
  let format = euroFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(
      locale === 'hr' ? 'hr-HR' : locale === 'de' ? 'de-DE' : 'en-IE',
      { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 },
    )
    euroFormats.set(locale, format)
  }
  return format
}

const translators = new Map<Locale, ReturnType<typeof translator<'Catalogue'>>>()
const amountText = (locale: Locale) => {
  let t = translators.get(locale)
  if (!t) {
    t = translator(locale, 'Catalogue')
    translators.set(locale, t)
  }
  return t
}

/**
 * A grant range as the visitor's language writes it ("do 300.000 €", "up to €300,000",
 * "20.000 € – 300.000 €"), or null when neither end is known.
 */
export function formatGrant(locale: Locale, range: GrantRange): string | null {
  const key = `${locale} ${range.amountMin ?? ''} ${range.amountMax ?? ''}`
  let label = grantLabels.get(key)
  if (label === undefined) {
    label = grantText(locale, range)
    if (grantLabels.size >= grantLabelsKept) grantLabels.clear()
    grantLabels.set(key, label)
  }
  return label
}

// Calls share few amounts; a list or a funding check writes the same ones again and again.
const grantLabels = new Map<string, string | null>()
const grantLabelsKept = 5_000

function grantText(locale: Locale, range: GrantRange): string | null {
  const t = amountText(locale)
  const format = euro(locale)
  const { amountMin: min, amountMax: max } = range
  if (min != null && max != null) {
    return min === max
      ? format.format(max)
      : t('amount.range', { min: format.format(min), max: format.format(max) })
  }
  if (max != null) return t('amount.upTo', { max: format.format(max) })
  if (min != null) return t('amount.from', { min: format.format(min) })
  return null
}
