import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { keptAnswers } from '@/lib/keptAnswers'

/** A call's grant in euro: either end may be unknown. */
export type GrantRange = { amountMin?: number | null; amountMax?: number | null }

/** An amount in euro, whole euros, as the language writes it ("300.000 €", "€300,000"). */
export const formatEuro = (locale: Locale, amount: number) => euro(locale).format(amount)

/** A percentage as the language writes it ("60 %", "60%"). */
export const formatPercent = (locale: Locale, value: number) => percent(locale).format(value / 100)

// One formatter and one translator per language: building them costs more than formatting
// (bench:catalogue: a third of the funding check's time went to them).
const euro = keptAnswers(
  (locale: Locale) =>
    new Intl.NumberFormat(locale === 'hr' ? 'hr-HR' : locale === 'de' ? 'de-DE' : 'en-IE', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    }),
)
const percent = keptAnswers(
  (locale: Locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
)
const amountText = (locale: Locale) => translator(locale, 'Catalogue')

/**
 * A grant range as the visitor's language writes it ("do 300.000 €", "up to €300,000",
 * "20.000 € – 300.000 €"), or null when neither end is known.
 */
export function formatGrant(locale: Locale, range: GrantRange): string | null {
  return grantLabel(`${locale} ${range.amountMin ?? ''} ${range.amountMax ?? ''}`)
}

// Calls share few amounts; a list or a funding check writes the same ones again and again.
// The key holds the language and both ends, so the label is worked out from it alone.
const grantLabel = keptAnswers((key: string) => {
  const [locale, min, max] = key.split(' ') as [Locale, string, string]
  return grantText(locale, {
    amountMin: min === '' ? null : Number(min),
    amountMax: max === '' ? null : Number(max),
  })
}, 5_000)

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
