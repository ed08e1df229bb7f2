/**
 * The largest amount a Croatian label of the old free-text field names ("do 300.000 €",
 * "do 1,5 mil. €", "20.000 €"), in euro, or null when it names none: used once, to carry the
 * labels of existing calls over to the numbers.
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
