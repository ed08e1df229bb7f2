import type { FeatureDemo } from '@/core/feature'
import { isEmpty, seedContext } from '@/seed/kit'

import { demoCodeLinks, demoCodes2007, demoCodes2025, demoKeywords } from './activityCodes'

/** The demo calls' activity codes of both versions and their pairs, marked demo. */
export const demo: FeatureDemo = {
  seed: async (payload) => {
    if (!(await isEmpty(payload, 'activity-codes'))) return { activityCodes: 0 }
    const versions = [
      ['nkd2007', demoCodes2007],
      ['nkd2025', demoCodes2025],
    ] as const
    let count = 0
    for (const [classification, codes] of versions) {
      for (const [code, name] of Object.entries(codes)) {
        await payload.create({
          collection: 'activity-codes',
          data: { classification, code, name, keywords: demoKeywords[code] ?? null, demo: true },
          overrideAccess: true,
          context: seedContext(),
        })
        count++
      }
    }
    for (const [code2007, code2025] of demoCodeLinks) {
      await payload.create({
        collection: 'activity-code-links',
        data: { code2007, code2025, demo: true },
        overrideAccess: true,
        context: seedContext(),
      })
    }
    return { activityCodes: count }
  },
}
