/**
 * The initials shown instead of a missing photo: the first letters of the first and the last
 * word of a name ("Petra Šarić" → "PŠ", "Ana-Marija Horvat Kos" → "AK"); one letter for one word.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return ''
  const first = [...words[0]!][0]!
  const last = words.length > 1 ? [...words[words.length - 1]!][0]! : ''
  return `${first}${last}`.toLocaleUpperCase('hr')
}
