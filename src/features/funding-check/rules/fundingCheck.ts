import { z } from 'zod'

import { isNkdCode } from '@/features/funding-calls/rules'

import { isValidOib } from './oib'

/** Why a funding-check input was refused; each has a message in every language. */
export type FundingCheckProblem = 'required' | 'oibFormat' | 'oibChecksum' | 'nkdFormat'

export type FundingCheckInput = { oib: string; nkd: string }

export type FundingCheckValidation =
  | { ok: true; value: FundingCheckInput }
  | { ok: false; errors: Partial<Record<keyof FundingCheckInput, FundingCheckProblem>> }

const field = z.string().max(200).optional().default('')
const shape = z.object({ oib: field, nkd: field })

/**
 * Checks the funding-check form: both fields required; the OIB has 11
 * digits and a valid check digit; the activity code is trimmed and has the form NN.NN.
 * Anything that is not an object of strings counts as empty fields.
 */
export function validateFundingCheck(input: unknown): FundingCheckValidation {
  const parsed = shape.safeParse(input ?? {})
  const raw = parsed.success ? parsed.data : { oib: '', nkd: '' }
  const oib = raw.oib.trim()
  const nkd = raw.nkd.trim()
  const errors: Partial<Record<keyof FundingCheckInput, FundingCheckProblem>> = {}
  if (!oib) errors.oib = 'required'
  else if (!/^\d{11}$/.test(oib)) errors.oib = 'oibFormat'
  else if (!isValidOib(oib)) errors.oib = 'oibChecksum'
  if (!nkd) errors.nkd = 'required'
  else if (!isNkdCode(nkd)) errors.nkd = 'nkdFormat'
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: { oib, nkd } }
}
