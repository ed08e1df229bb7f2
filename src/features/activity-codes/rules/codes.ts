/**
 * Activity codes of the Croatian classifications of activities: NKD 2007 (the national version
 * of NACE Rev. 2) and NKD 2025 (of NACE Rev. 2.1). Both write a section as a letter ("J"), a
 * division as two digits ("62"), a group with one more ("62.0"), a class with two ("62.01") and
 * a national subclass with a third part ("62.01.1").
 */
export const classifications = ['nkd2007', 'nkd2025'] as const
export type Classification = (typeof classifications)[number]

const classificationNames: Record<Classification, string> = {
  nkd2007: 'NKD 2007 (NACE Rev. 2)',
  nkd2025: 'NKD 2025 (NACE Rev. 2.1)',
}

/** The two versions as /admin offers them. */
export const classificationOptions = classifications.map((value) => ({
  value,
  label: classificationNames[value],
}))

export const codeLevels = ['section', 'division', 'group', 'class', 'subclass'] as const
export type CodeLevel = (typeof codeLevels)[number]

export const isClassification = (value: unknown): value is Classification =>
  (classifications as readonly unknown[]).includes(value)

/** The other version: a code of one is matched to the other through the correspondence. */
export const otherClassification = (classification: Classification): Classification =>
  classification === 'nkd2007' ? 'nkd2025' : 'nkd2007'

const dotted = /^(\d{2})(?:\.(\d)(\d)?(?:\.(\d))?)?$/
const bare = /^(\d{2})(\d)?(\d)?(\d)?$/

/**
 * A code as the official files write it, in the form stored here ("62.01"), with its level; null
 * when it is no activity code. Accepts the forms the files use: "62.01", "6201", " 62.01 ",
 * "J", and a class or group written with a trailing dot ("62.0.").
 */
export function normaliseCode(raw: string): { code: string; level: CodeLevel } | null {
  const value = raw.trim().replace(/\s+/g, '').replace(/\.$/, '').toUpperCase()
  if (/^[A-V]$/.test(value)) return { code: value, level: 'section' }
  const parts = dotted.exec(value) ?? (value.includes('.') ? null : bare.exec(value))
  if (!parts) return null
  const [, division, group, klass, subclass] = parts
  if (subclass !== undefined && klass === undefined) return null
  if (klass === undefined && group === undefined) return { code: division!, level: 'division' }
  if (klass === undefined) return { code: `${division}.${group}`, level: 'group' }
  if (subclass === undefined) return { code: `${division}.${group}${klass}`, level: 'class' }
  return { code: `${division}.${group}${klass}.${subclass}`, level: 'subclass' }
}

/**
 * The code one level up ("62.01" → "62.0" → "62"); null for a division (its section comes from
 * the official file, not from the code) and for a section.
 */
export function parentCode(code: string): string | null {
  if (/^\d{2}\.\d{2}\.\d$/.test(code)) return code.slice(0, 5)
  if (/^\d{2}\.\d{2}$/.test(code)) return code.slice(0, 4)
  if (/^\d{2}\.\d$/.test(code)) return code.slice(0, 2)
  return null
}

/** How /admin lists a code: the code and its Croatian name (or another, when that is missing). */
export function codeLabel(
  code: unknown,
  name: { hr?: string | null; en?: string | null; de?: string | null } | null | undefined,
): string {
  const title = name?.hr || name?.en || name?.de || ''
  return `${String(code ?? '')} ${title}`.trim()
}
