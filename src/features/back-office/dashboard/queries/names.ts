import type { Payload } from 'payload'

import { readCodeNames } from '@/features/activity-codes'
import { isClassification, type Classification } from '@/features/activity-codes/rules'

import type { Language } from '../copy'

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
  const classification = (version: string | null) => version ?? 'nkd2007'
  const byVersion = new Map<Classification, Set<string>>()
  for (const { code, version } of keys) {
    const named = classification(version)
    if (!isClassification(named)) continue
    byVersion.set(named, (byVersion.get(named) ?? new Set()).add(code))
  }
  const names = new Map(
    await Promise.all(
      [...byVersion].map(
        async ([version, codes]) =>
          [version, await readCodeNames(payload, version, language, [...codes].join(','))] as const,
      ),
    ),
  )
  return keys.map(({ code, version }) => {
    const named = classification(version)
    return (isClassification(named) && names.get(named)?.[code]) || null
  })
}
