import { z } from 'zod'

import { companySizes, counties, isNkdCode } from '@/features/funding-calls/rules'
import type { CodeVersion, CompanySize, County } from '@/features/funding-calls/rules'

import { isValidOib } from './oib'

/** Why a funding-check input was refused; each has a message in every language. */
export type FundingCheckProblem = 'required' | 'oibFormat' | 'oibChecksum' | 'nkdFormat' | 'choice'

export type FundingCheckInput = {
  oib: string
  nkd: string
  /** The classification version the code is from (NKD 2007 unless the visitor says 2025). */
  version: CodeVersion
  /** Optional: where the company is, and its size. */
  county: County | null
  size: CompanySize | null
}

type Fields = 'oib' | 'nkd' | 'version' | 'county' | 'size'

export type FundingCheckValidation =
  | { ok: true; value: FundingCheckInput }
  | { ok: false; errors: Partial<Record<Fields, FundingCheckProblem>> }

const field = z.string().max(200).optional().default('')
const shape = z.object({ oib: field, nkd: field, version: field, county: field, size: field })

/** An optional choice: empty is none; anything else must be one of `values`. */
function choice<T extends string>(values: readonly T[], raw: string) {
  const value = raw.trim()
  if (!value) return { value: null }
  return (values as readonly string[]).includes(value) ? { value: value as T } : { error: true }
}

/**
 * Checks the funding-check form: OIB and activity code required; the OIB has 11 digits and a
 * valid check digit; the activity code is trimmed and has the form NN.NN; county and company
 * size are optional and, when given, one of the site's values; so is the classification version
 * (NKD 2007 or 2025, 2007 when not given). Anything that is not an object
 * of strings counts as empty fields.
 */
export function validateFundingCheck(input: unknown): FundingCheckValidation {
  const parsed = shape.safeParse(input ?? {})
  const raw = parsed.success ? parsed.data : { oib: '', nkd: '', version: '', county: '', size: '' }
  const oib = raw.oib.trim()
  const nkd = raw.nkd.trim()
  const county = choice(counties, raw.county)
  const size = choice(companySizes, raw.size)
  const version = choice(['nkd2007', 'nkd2025'] as const, raw.version)
  const errors: Partial<Record<Fields, FundingCheckProblem>> = {}
  if (!oib) errors.oib = 'required'
  else if (!/^\d{11}$/.test(oib)) errors.oib = 'oibFormat'
  else if (!isValidOib(oib)) errors.oib = 'oibChecksum'
  if (!nkd) errors.nkd = 'required'
  else if (!isNkdCode(nkd)) errors.nkd = 'nkdFormat'
  if ('error' in county) errors.county = 'choice'
  if ('error' in size) errors.size = 'choice'
  if ('error' in version) errors.version = 'choice'
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : {
        ok: true,
        value: {
          oib,
          nkd,
          version: version.value ?? 'nkd2007',
          county: county.value ?? null,
          size: size.value ?? null,
        },
      }
}
