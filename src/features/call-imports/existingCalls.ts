import { zagrebDay } from '@/lib/zagreb'
import type { Payload, PayloadRequest } from 'payload'

import { emptyValues, type CallValues } from './rules/callPlan'

type Localized = Record<string, string | null | undefined> | null | undefined

type StoredCall = {
  id: number
  externalId?: string | null
  fundName?: Localized
  shortDescription?: Localized
  fullDescription?: Localized
  amountNote?: Localized
  programme?: number | { id: number } | null
  opensAt?: string | null
  deadline?: string | null
  amountMin?: number | null
  amountMax?: number | null
  aidIntensityMax?: number | null
  applicantTypes?: string[] | null
  counties?: string[] | null
  nkdCodes?: { classification?: string | null; code: string }[] | null
  sourceUrl?: string | null
}

const texts = (value: Localized) => ({
  hr: value?.hr || null,
  en: value?.en || null,
  de: value?.de || null,
})

/** A stored call (read with locale 'all') as the values an import compares. */
export function storedValues(call: StoredCall): CallValues {
  const codes = (classification: string) =>
    (call.nkdCodes ?? [])
      .filter((row) => (row.classification ?? 'nkd2007') === classification)
      .map((row) => row.code)
      .sort()
  const programme = call.programme
  return {
    ...emptyValues(),
    fundName: texts(call.fundName),
    shortDescription: texts(call.shortDescription),
    fullDescription: texts(call.fullDescription),
    amountNote: texts(call.amountNote),
    programme: typeof programme === 'object' && programme ? programme.id : (programme ?? null),
    opensAt: call.opensAt ? zagrebDay(call.opensAt) : null,
    deadline: call.deadline ? zagrebDay(call.deadline) : null,
    amountMin: call.amountMin ?? null,
    amountMax: call.amountMax ?? null,
    aidIntensityMax: call.aidIntensityMax ?? null,
    applicantTypes: [...(call.applicantTypes ?? [])].sort(),
    counties: [...(call.counties ?? [])].sort(),
    nkd2007: codes('nkd2007'),
    nkd2025: codes('nkd2025'),
    sourceUrl: call.sourceUrl ?? null,
  }
}

/** The calls an earlier import from `source` created, by the id the source gives them. */
export async function existingCalls(
  payload: Payload,
  source: number,
  req?: PayloadRequest,
): Promise<Map<string, { id: number; values: CallValues }>> {
  const found = await payload.find({
    collection: 'funding-calls',
    where: { importSource: { equals: source } },
    locale: 'all',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const calls = new Map<string, { id: number; values: CallValues }>()
  for (const doc of found.docs as unknown as StoredCall[]) {
    if (doc.externalId) calls.set(doc.externalId, { id: doc.id, values: storedValues(doc) })
  }
  return calls
}
