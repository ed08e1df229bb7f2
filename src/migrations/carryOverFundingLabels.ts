/**
 * The largest amount a Croatian label of the old free-text field names ("do 300.000 €",
 * "do 1,5 mil. €", "20.000 €"), in euro, or null when it names none: used once, by the
 * migration below, to carry the labels of existing calls over to the numbers.
 */
export function parseAmountLabel(label: string): number | null {
  const match =
    /(\d{1,3}(?:\.\d{3})+|\d+(?:,\d+)?)\s*(mil(?:\.|ijun[a-z]*)?|mlrd\.?)?\s*(?:€|eur)/i.exec(label)
  if (!match) return null
  const number = Number(match[1]!.replace(/\./g, '').replace(',', '.'))
  const scale = match[2] ? (/^mlrd/i.test(match[2]) ? 1e9 : 1e6) : 1
  const amount = Math.round(number * scale)
  return Number.isFinite(amount) && amount > 0 ? amount : null
}

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
