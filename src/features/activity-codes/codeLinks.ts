import type { Payload } from 'payload'

import { keptCollection } from './keptCollection'
import { otherClassification, type Classification } from './rules/codes'

const column = { nkd2007: 'code2007', nkd2025: 'code2025' } as const

type Link = { code2007: string; code2025: string }

/** Every pair of the correspondence, kept in the process like the codes (see keptCollection). */
const allLinks = keptCollection('activity-code-links', async (payload) => {
  const { docs } = await payload.find({
    collection: 'activity-code-links',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { code2007: true, code2025: true },
  })
  return docs as Link[]
})

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
  const codes = new Set(
    (await allLinks(payload))
      .filter((link) => linkCovers(link[from], code))
      .map((link) => link[to]),
  )
  return { classification: otherClassification(classification), codes: [...codes].sort() }
}
