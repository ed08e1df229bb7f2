import { codeKey, type CallSnapshot } from '@/features/funding-calls/rules'
import type { FundingCall } from '@/payload-types'

import type { AlertCall } from '../rules/matchAlert'

type CallDoc = Pick<
  FundingCall,
  | 'opensAt'
  | 'deadline'
  | 'amountMin'
  | 'amountMax'
  | 'aidIntensityMax'
  | 'applicantTypes'
  | 'counties'
  | 'nkdCodes'
  | 'programme'
  | 'updatedAt'
>

/** A call's codes as keys with their version ("62.01", "2025/62.10"). */
export const callKeys = (call: Pick<FundingCall, 'nkdCodes'>): string[] =>
  (call.nkdCodes ?? []).map((row) => codeKey(row.code, row.classification))

/** What an alert's filters look at in a call. */
export function alertCall(call: CallDoc): AlertCall {
  const programme = call.programme
  return {
    codes: callKeys(call),
    counties: call.counties ?? [],
    applicantTypes: call.applicantTypes ?? [],
    programme: typeof programme === 'object' && programme ? programme.id : (programme ?? null),
    amountMax: call.amountMax ?? null,
  }
}

/** A call's fields whose changes alerts tell about, as the change history compares them. */
export function callSnapshot(call: CallDoc): CallSnapshot {
  return {
    savedAt: call.updatedAt,
    opensAt: call.opensAt,
    deadline: call.deadline,
    amountMin: call.amountMin,
    amountMax: call.amountMax,
    aidIntensityMax: call.aidIntensityMax,
    applicantTypes: call.applicantTypes,
    counties: call.counties,
    codes: callKeys(call),
  }
}
