import { z } from 'zod'

import {
  companySizes,
  counties,
  isActivityCode,
  type CodeVersion,
  type CompanySize,
  type County,
} from '@/features/funding-calls/rules'
import { isEmailAddress, normaliseEmail } from '@/forms/email'
import { honeypotField } from '@/forms/limits'
import { locales, type Locale } from '@/i18n/locales'
import { oneOf } from '@/lib/oneOf'

import { alertFrequencies, maxAlertCodes, type AlertFrequency } from './alertValues'

/** What a subscriber asks for: an alert by filters, or (with `call`) one call followed. */
export type AlertInput = {
  email: string
  codes: string[]
  version: CodeVersion
  county: County | null
  size: CompanySize | null
  programme: number | null
  minAmount: number | null
  frequency: AlertFrequency
  language: Locale
  call: number | null
}

/** The filters an alert keeps (what the manage page edits): the input without address and call. */
export type AlertFiltersInput = Omit<AlertInput, 'email' | 'call'>

export type AlertProblem = 'invalid' | 'codes' | 'tooManyCodes' | 'filters' | 'amount' | 'call'

export type AlertValidation<T> =
  | { ok: true; value: T; spam: boolean }
  | {
      ok: false
      errors: Partial<Record<'email' | 'codes' | 'filters' | 'minAmount' | 'call', AlertProblem>>
    }

const text = z.string().max(2_000).optional().default('')
const shape = z.object({
  email: text,
  code: z.union([text, z.array(z.string().max(100)).max(20)]).optional(),
  moreCodes: text,
  codes: z.union([text, z.array(z.string().max(100)).max(20)]).optional(),
  version: text,
  county: text,
  size: text,
  programme: z.union([text, z.number()]).optional(),
  minAmount: z.union([text, z.number()]).optional(),
  frequency: text,
  language: text,
  call: z.union([text, z.number()]).optional(),
  [honeypotField]: text,
})

/** A whole number from a field, null when empty, undefined when it is no such number. */
function wholeNumber(value: string | number | undefined, max: number): number | null | undefined {
  const raw = typeof value === 'number' ? String(value) : (value ?? '').trim()
  if (raw === '') return null
  const digits = raw.replace(/[.\s\u00a0](?=\d{3}(?:\D|$))/g, '').replace(/,00$/, '')
  if (!/^\d{1,10}$/.test(digits)) return undefined
  const number = Number(digits)
  return number <= max ? number : undefined
}

/** The codes of the fields that may carry them (one combobox, a list, more codes typed). */
function codeList(raw: z.infer<typeof shape>): string[] {
  const parts = [raw.code, raw.codes, raw.moreCodes].flatMap((value) =>
    Array.isArray(value) ? value : (value ?? '').split(/[\s,;]+/),
  )
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))]
}

/**
 * Checks an alert's form (the /alerts page, the catalogue's and the funding check's links, the
 * manage page): a well-formed address unless `withEmail` is false; the codes well formed (up to
 * ten, in one classification version); county, size, frequency and language from their lists;
 * programme and least amount whole numbers. An alert by filters needs at least one filter; one
 * that follows a call needs none.
 */
export function validateAlert(
  input: unknown,
  fallbackLanguage: Locale,
): AlertValidation<AlertInput> {
  const parsed = shape.safeParse(input ?? {})
  const raw = parsed.success ? parsed.data : shape.parse({})
  const errors: Partial<
    Record<'email' | 'codes' | 'filters' | 'minAmount' | 'call', AlertProblem>
  > = {}
  const email = normaliseEmail(raw.email)
  if (!isEmailAddress(email)) errors.email = 'invalid'
  const codes = codeList(raw)
  if (codes.some((code) => !isActivityCode(code))) errors.codes = 'codes'
  else if (codes.length > maxAlertCodes) errors.codes = 'tooManyCodes'
  const programme = wholeNumber(raw.programme, 2 ** 31 - 1)
  const minAmount = wholeNumber(raw.minAmount, 1_000_000_000)
  if (minAmount === undefined) errors.minAmount = 'amount'
  const call = wholeNumber(raw.call, 2 ** 31 - 1)
  if (call === undefined || call === 0) errors.call = 'call'
  const value: AlertInput = {
    email,
    codes,
    version: oneOf(['nkd2007', 'nkd2025'] as const, raw.version) ?? 'nkd2007',
    county: oneOf(counties, raw.county),
    size: oneOf(companySizes, raw.size),
    programme: programme ?? null,
    minAmount: minAmount ?? null,
    frequency: oneOf(alertFrequencies, raw.frequency) ?? 'instant',
    language: oneOf(locales, raw.language) ?? fallbackLanguage,
    call: call ?? null,
  }
  const hasFilter =
    value.codes.length > 0 ||
    value.county !== null ||
    value.size !== null ||
    value.programme !== null ||
    value.minAmount !== null
  if (value.call === null && !hasFilter && !errors.codes && !errors.minAmount) {
    errors.filters = 'filters'
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  // A followed call is about that call alone: no filters, and its mails go out at once.
  if (value.call !== null) {
    Object.assign(value, {
      codes: [],
      county: null,
      size: null,
      programme: null,
      minAmount: null,
      frequency: 'instant',
    })
  }
  return { ok: true, value, spam: raw[honeypotField].trim() !== '' }
}

/** The manage page's form: the filters alone (the address and a followed call stay). */
export function validateAlertFilters(
  input: unknown,
  fallbackLanguage: Locale,
  followsCall: boolean,
): AlertValidation<AlertFiltersInput> {
  const body = typeof input === 'object' && input !== null ? input : {}
  const checked = validateAlert(
    { ...body, email: 'kept@example.com', call: followsCall ? 1 : '' },
    fallbackLanguage,
  )
  if (!checked.ok) return checked
  const { codes, version, county, size, programme, minAmount, frequency, language } = checked.value
  return {
    ok: true,
    value: { codes, version, county, size, programme, minAmount, frequency, language },
    spam: false,
  }
}
