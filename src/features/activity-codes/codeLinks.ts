import type { Payload } from 'payload'

import { otherClassification, type Classification } from './rules/codes'

const column = { nkd2007: 'code2007', nkd2025: 'code2025' } as const

/** True when a pair's code of one version stands for `code`: the code, one under it, or its class. */
const linkCovers = (linkCode: string, code: string) =>
  linkCode.startsWith(code) || (code.length > 5 && code.startsWith(linkCode))

/**
 * The codes of the other version that correspond to `code` of `classification` (NKD 2007 ↔
 * NKD 2025), in code order. The official tables pair classes: a group or division finds the
 * pairs of every class under it, a national subclass those of its class.
 */
export async function correspondingCodes(
  payload: Payload,
  classification: Classification,
  code: string,
): Promise<{ classification: Classification; codes: string[] }> {
  const from = column[classification]
  const to = column[otherClassification(classification)]
  const links = await payload.find({
    collection: 'activity-code-links',
    where: { [from]: { like: code.slice(0, 2) } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const codes = new Set(
    (links.docs as unknown as Record<string, string>[])
      .filter((link) => linkCovers(link[from]!, code))
      .map((link) => link[to]!),
  )
  return { classification: otherClassification(classification), codes: [...codes].sort() }
}
