import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import type { Classification } from './rules/codes'

/**
 * The names of `codes` of a classification in a language (Croatian where that language has
 * none), keyed by code; a code without a record has no entry. `codes` comes joined ("62.01,63.11")
 * so that the cached read has one key per list.
 */
export async function readCodeNames(
  payload: Payload,
  classification: Classification,
  locale: Locale,
  codes: string,
): Promise<Record<string, string>> {
  const list = codes.split(',').filter(Boolean)
  if (list.length === 0) return {}
  const { docs } = await payload.find({
    collection: 'activity-codes',
    where: { and: [{ classification: { equals: classification } }, { code: { in: list } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { code: true, name: true },
  })
  return Object.fromEntries(
    docs.flatMap((doc) => {
      const name = doc.name?.[locale] || doc.name?.hr
      return name ? [[doc.code, name]] : []
    }),
  )
}
