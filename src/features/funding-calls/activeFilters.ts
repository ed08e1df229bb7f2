import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'

import { formatEuro } from './rules/amount'
import type { CatalogueFilters } from './rules/catalogueFilters'

/** A filter the visitor chose, in words, with the filters that remove it. */
export type ActiveFilter = { key: string; label: string; without: Partial<CatalogueFilters> }

/**
 * The filters of a list in words ("pretraga „turizam”", "NKD 62.01", "Istarska županija",
 * "najmanje 50.000 €"), in the order of the form, status and order left out: the list's
 * removable chips and the titles of its calendar and feed. `programmeName` names the chosen
 * programme (the generic word when it is unknown).
 */
export function activeFilters(
  locale: Locale,
  filters: CatalogueFilters,
  programmeName: string | null,
): ActiveFilter[] {
  const t = translator(locale, 'Catalogue')
  const active: ActiveFilter[] = []
  const add = (key: string, label: string, without: Partial<CatalogueFilters>) =>
    active.push({ key, label, without })
  if (filters.q) add('q', t('searchFor', { q: filters.q }), { q: null })
  if (filters.code) {
    const version = filters.version === 'nkd2025' ? 'NKD 2025' : 'NKD'
    add('code', `${version} ${filters.code}`, { code: null, version: 'nkd2007' })
  }
  if (filters.county) add('county', t(`counties.${filters.county}`), { county: null })
  if (filters.applicant) {
    add('applicant', t(`applicants.${filters.applicant}`), { applicant: null })
  }
  if (filters.programme) add('programme', programmeName ?? t('programme'), { programme: null })
  if (filters.min !== null) {
    add('min', `${t('min')} ${formatEuro(locale, filters.min)}`, { min: null })
  }
  if (filters.max !== null) {
    add('max', `${t('max')} ${formatEuro(locale, filters.max)}`, { max: null })
  }
  if (filters.closesWithin) {
    add('closes', t('closesWithinDays', { days: filters.closesWithin }), { closesWithin: null })
  }
  return active
}
