/**
 * Abbreviations that end in a full stop without ending a sentence, lower case, without their
 * final full stop (Croatian, English, German). Single letters ("z. B.", "d. h.", initials) and
 * ordinal numbers ("10.", "15. 3.") are recognised without a list.
 */
const abbreviations = new Set(
  `
  tj npr itd sl tzv god br st str min max mil mlrd mjes čl cca dr mr prof doc ing mag dipl
  oec ul tel fax red gl pr kr hrv eng njem engl d.o.o j.d.o.o d.d o.p.g t.j
  e.g i.e etc vs approx no nos mrs ms inc ltd co corp dept fig jr sr art sec para
  bzw ca evtl ggf inkl zzgl usw vgl sog nr mio mrd abs abschn ff gem mind lt
  `
    .trim()
    .split(/\s+/),
)

/** True when the word before a full stop shows that the full stop ends no sentence. */
function abbreviated(word: string): boolean {
  const bare = word.replace(/^[([{„“"'‘«»]+/, '').toLowerCase()
  if (bare === '') return false
  if (/^\p{L}$/u.test(bare)) return true
  // An ordinal or a day or month of a date: "10. mjesto", "15. 3. 2027.", "1. Januar".
  if (/^\d{1,3}$/.test(bare)) return true
  // A dotted abbreviation written without spaces ("d.o.o", "z.B", "u.a").
  if (/^(?:\p{L}{1,3}\.)+\p{L}{1,3}$/u.test(bare)) return true
  return abbreviations.has(bare)
}

/**
 * A text cut into its sentences. A sentence ends at ".", "!", "?" or "…" (with any closing
 * quotes or brackets) followed by a space and a capital letter, a digit or an opening quote,
 * or at the end of the text; never inside a number ("10.000", "2021.–2026."), after an
 * abbreviation ("npr.", "tj.", "z. B.", "e.g.") or after an ordinal or date ("do 15. 3.").
 */
export function sentences(text: string): string[] {
  const found: string[] = []
  const pattern = /[.!?…]+["'”’»)\]]*(?=\s+["'„“‘«(]?[\p{Lu}\d]|\s*$)/gu
  let start = 0
  for (const match of text.matchAll(pattern)) {
    const end = match.index + match[0].length
    if (match[0].startsWith('.') && !match[0].startsWith('...')) {
      const before = text.slice(start, match.index).split(/\s+/).at(-1) ?? ''
      if (abbreviated(before) && end < text.trimEnd().length) continue
    }
    const sentence = text.slice(start, end).trim()
    if (sentence) found.push(sentence)
    start = end
  }
  const rest = text.slice(start).trim()
  if (rest) found.push(rest)
  return found
}
