import { parseAmountLabel } from '@/features/funding-calls/rules'

/** One call's old free-text funding label ("do 300.000 €"). */
export type FundingLabel = { id: number; funding: string }

/**
 * What migration `catalogue_calls` does with the old labels: a label that names an amount
 * becomes the call's maximum grant; one that names none ("ovisno o projektu") is kept as the
 * Croatian note on the amount. Returns the statements' parameters for the database at hand.
 */
export function carryOverFundingLabels(labels: FundingLabel[]): {
  amounts: { id: number; amountMax: number }[]
  notes: { id: number; note: string }[]
} {
  const amounts: { id: number; amountMax: number }[] = []
  const notes: { id: number; note: string }[] = []
  for (const { id, funding } of labels) {
    const amountMax = parseAmountLabel(funding)
    if (amountMax !== null) amounts.push({ id, amountMax })
    else if (funding.trim()) notes.push({ id, note: funding.trim().slice(0, 160) })
  }
  return { amounts, notes }
}
