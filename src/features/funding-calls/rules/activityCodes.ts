/**
 * Activity codes of the Croatian classification (NKD): a division ("62"), a group ("62.0") or
 * a class ("62.01"). A call's code covers every code under it: division 62 covers group 62.0
 * and classes 62.01 and 62.09.
 */
export const activityCodePattern = /^\d{2}(?:\.\d{1,2})?$/

export type CodeLevel = 'division' | 'group' | 'class'

export const isActivityCode = (value: string): boolean => activityCodePattern.test(value)

/** The level of a code, or null when it is no activity code. */
export function codeLevel(code: string): CodeLevel | null {
  if (!isActivityCode(code)) return null
  const [, rest = ''] = code.split('.')
  return rest.length === 0 ? 'division' : rest.length === 1 ? 'group' : 'class'
}

/** A code with its division and group (the group is null for a division). */
export function codeParts(code: string): { division: string; group: string | null } {
  return { division: code.slice(0, 2), group: code.length >= 4 ? code.slice(0, 4) : null }
}

/**
 * The codes a call may carry to cover a company's code: the code itself and the group and
 * division above it ("62.01" → "62", "62.0", "62.01").
 */
export function coveringCodes(code: string): string[] {
  const { division, group } = codeParts(code)
  return [...new Set([division, ...(group ? [group] : []), code])]
}

/**
 * True when a call's code matches a company's: the call's code is the company's or above it
 * (a division or group covers every class under it), or, when the company names only a
 * division or group, the call's code lies under it.
 */
export function codeMatches(callCode: string, companyCode: string): boolean {
  return codeMatcher(companyCode)(callCode)
}

/** codeMatches for one company's code, worked out once for many calls' codes. */
export function codeMatcher(companyCode: string): (callCode: string) => boolean {
  const covering = new Set(coveringCodes(companyCode))
  return (callCode) => covering.has(callCode) || callCode.startsWith(companyCode)
}
