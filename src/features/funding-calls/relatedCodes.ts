import type { Payload } from 'payload'

import { correspondingCodes } from '@/features/activity-codes'

import { otherVersion, type CodeVersion } from './rules/activityCodes'
import type { CatalogueFilters } from './rules/catalogueFilters'

/** What the official correspondence added to a visitor's code: codes of the other version. */
export type Correspondence = { from: CodeVersion; to: CodeVersion; codes: string[] }

/**
 * The filters with the codes of the other classification version that correspond to the
 * visitor's code (NKD 2025 → NKD 2007 and the reverse), and what that added, or null.
 */
export async function withRelatedCodes<F extends Partial<CatalogueFilters>>(
  payload: Payload,
  filters: F,
): Promise<{ filters: F; correspondence: Correspondence | null }> {
  if (!filters.code) return { filters, correspondence: null }
  const from = filters.version ?? 'nkd2007'
  const { codes } = await correspondingCodes(payload, from, filters.code)
  return {
    filters: { ...filters, related: codes },
    correspondence: codes.length ? { from, to: otherVersion(from), codes } : null,
  }
}
