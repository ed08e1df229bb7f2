import type { Payload } from 'payload'

import { readCodeNames } from '@/features/activity-codes'
import { isClassification, type Classification } from '@/features/activity-codes/rules'

import type { Language } from '../language'

/**
 * The names of activity codes in the admin language (Croatian where it has none), each `code`
 * in its classification `version` (NKD 2007 when none was recorded), from the official list:
 * null where the list lacks it. One read per classification, asked of the activity codes.
 */
export async function codeNames(
  payload: Payload,
  keys: readonly { code: string; version: string | null }[],
  language: Language,
): Promise<(string | null)[]> {
  // Each key's classification, or null for one the list does not know.
  const classified = keys.map(({ code, version }) => {
    const named = version ?? 'nkd2007'
    return { code, version: isClassification(named) ? named : null }
  })
  const byVersion = new Map<Classification, Set<string>>()
  for (const { code, version } of classified) {
    if (version) byVersion.set(version, (byVersion.get(version) ?? new Set()).add(code))
  }
  const names = new Map(
    await Promise.all(
      [...byVersion].map(
        async ([version, codes]) =>
          [version, await readCodeNames(payload, version, language, [...codes].join(','))] as const,
      ),
    ),
  )
  return classified.map(({ code, version }) => (version && names.get(version)?.[code]) || null)
}
