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

/**
 * The two versions of the classification a code may belong to: NKD 2007 (the calls' codes so
 * far) and NKD 2025. Their codes look alike ("62.10" is in both, meaning different things).
 */
export type CodeVersion = 'nkd2007' | 'nkd2025'

/** A version's name as visitors read it. */
export const versionNames: Record<CodeVersion, string> = {
  nkd2007: 'NKD 2007',
  nkd2025: 'NKD 2025',
}

export const otherVersion = (version: CodeVersion): CodeVersion =>
  version === 'nkd2007' ? 'nkd2025' : 'nkd2007'

const keyPrefix: Record<CodeVersion, string> = { nkd2007: '', nkd2025: '2025/' }

/**
 * A code with its version in one string, as calls store and index it: an NKD 2007 code as it
 * is ("62.01"), an NKD 2025 code after "2025/" ("2025/62.10"), so the two never meet.
 */
export const codeKey = (code: string, version: CodeVersion | null | undefined = 'nkd2007') =>
  keyPrefix[version ?? 'nkd2007'] + code

/** The version and code of a key. */
export function keyCode(key: string): { version: CodeVersion; code: string } {
  return key.startsWith(keyPrefix.nkd2025)
    ? { version: 'nkd2025', code: key.slice(keyPrefix.nkd2025.length) }
    : { version: 'nkd2007', code: key }
}

/** The division of a key, itself a key ("2025/62.10" → "2025/62"). */
export function keyDivision(key: string): string {
  const { version, code } = keyCode(key)
  return codeKey(code.slice(0, 2), version)
}

/** A code a visitor looks for, in its version. */
export type CodeQuery = { version: CodeVersion; code: string }

/**
 * The test of a call's code keys against what a visitor looks for: a key matches a query of its
 * own version by codeMatches (the code, the group or division above it, or a code under it).
 */
export function queryMatcher(queries: CodeQuery[]): (key: string) => boolean {
  // Worked out once for the many keys a search tests: the keys that cover each query, and the
  // start a key under it has ("62.0" for 62.0's classes; an NKD 2007 key has no "/").
  const covering = new Set(
    queries.flatMap(({ version, code }) => coveringCodes(code).map((c) => codeKey(c, version))),
  )
  const starts2007 = queries.filter((q) => q.version === 'nkd2007').map((q) => q.code)
  const starts2025 = queries
    .filter((q) => q.version === 'nkd2025')
    .map((q) => codeKey(q.code, 'nkd2025'))
  return (key) =>
    covering.has(key) ||
    (key.includes('/')
      ? starts2025.some((start) => key.startsWith(start))
      : starts2007.some((start) => key.startsWith(start)))
}

/**
 * What a visitor's code looks for: the code in its version and, through the official
 * correspondence, `related` codes of the other version.
 */
export const codeQueries = (
  code: string,
  version: CodeVersion = 'nkd2007',
  related: readonly string[] = [],
): CodeQuery[] => [
  { version, code },
  ...related.map((other) => ({ version: otherVersion(version), code: other })),
]

/** A key as visitors read it: the code, and for NKD 2025 its version ("62.10 (NKD 2025)"). */
export function codeKeyLabel(key: string): string {
  const { version, code } = keyCode(key)
  return version === 'nkd2025' ? `${code} (${versionNames.nkd2025})` : code
}
