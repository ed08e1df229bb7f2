import type { FeatureDemo } from '@/core/feature'
import { isEmpty, seedContext } from '@/seed/kit'

import { demoAdvisers } from './advisers'

/** The demo adviser (the collection's default hours: Monday to Friday 8:00–17:00). */
export const demo: FeatureDemo = {
  seed: async (payload) => {
    if (!(await isEmpty(payload, 'advisers'))) return { advisers: 0 }
    for (const adviser of demoAdvisers) {
      await payload.create({
        collection: 'advisers',
        data: { ...adviser, active: true },
        overrideAccess: true,
        context: seedContext(),
      })
    }
    return { advisers: demoAdvisers.length }
  },
}
