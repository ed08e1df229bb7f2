import {
  companySizes,
  counties,
  isActivityCode,
  type CodeVersion,
  type CompanySize,
  type County,
} from '@/features/funding-calls/rules'
import { isLocale, type Locale } from '@/i18n/locales'
import { oneOf } from '@/lib/oneOf'
import type { Alert } from '@/payload-types'

import { alertFrequencies, type AlertFrequency } from './alertValues'

/** What the alert form's fields show (the filters of POST /api/alerts and /api/alerts/manage). */
export type AlertFormValues = {
  code: string
  moreCodes: string
  version: CodeVersion
  county: County | null
  size: CompanySize | null
  programme: number | null
  minAmount: number | null
  frequency: AlertFrequency
  language: Locale
}

type Query = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? ''

/** A whole number from 0 (or 1) up to `max`, or null. */
function whole(value: string, least: number, max: number): number | null {
  if (!/^\d{1,10}$/.test(value)) return null
  const number = Number(value)
  return number >= least && number <= max ? number : null
}

/**
 * The alert form's values from the address of /alerts, which the catalogue, the funding check
 * and a call's page link to with their own parameter names: `code`, `version`, `county`,
 * `applicant` (a company size only) or `size`, `programme`, `min`; `call` for a followed call.
 * A value that cannot be read is left out, as the catalogue does.
 */
export function alertFormFromQuery(
  query: Query,
  language: Locale,
): AlertFormValues & { call: number | null } {
  const code = first(query.code)
  const chosenLanguage = first(query.language)
  return {
    code: isActivityCode(code) ? code : '',
    moreCodes: '',
    version: first(query.version) === 'nkd2025' ? 'nkd2025' : 'nkd2007',
    county: oneOf(counties, first(query.county)),
    size: oneOf(companySizes, first(query.size)) ?? oneOf(companySizes, first(query.applicant)),
    programme: whole(first(query.programme), 1, 2 ** 31 - 1),
    minAmount: whole(first(query.min), 0, 1_000_000_000),
    frequency: oneOf(alertFrequencies, first(query.frequency)) ?? 'instant',
    language: isLocale(chosenLanguage) ? chosenLanguage : language,
    call: whole(first(query.call), 1, 2 ** 31 - 1),
  }
}

const idOf = (value: number | { id: number } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : value.id

/** The alert form's values for a stored alert: its first code in the combobox, the rest typed. */
export function alertFormFromAlert(alert: Alert): AlertFormValues {
  const codes = alert.codes ?? []
  return {
    code: codes[0]?.code ?? '',
    moreCodes: codes
      .slice(1)
      .map((row) => row.code)
      .join(', '),
    version: codes[0]?.classification ?? 'nkd2007',
    county: alert.county ?? null,
    size: alert.size ?? null,
    programme: idOf(alert.programme),
    minAmount: alert.minAmount ?? null,
    frequency: alert.frequency,
    language: alert.locale,
  }
}

/** The id of the call an alert follows, or null for an alert by filters. */
export const followedCall = (alert: Pick<Alert, 'call'>) => idOf(alert.call)

/** The id of the programme an alert looks for, or null. */
export const alertProgramme = (alert: Pick<Alert, 'programme'>) => idOf(alert.programme)
