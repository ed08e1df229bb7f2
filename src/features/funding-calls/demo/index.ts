import type { Payload } from 'payload'

import type { FeatureDemo } from '@/core/feature'
import {
  createIllustration,
  createLocalized,
  daysAgo,
  daysFromNow,
  isEmpty,
  type Localized,
} from '@/seed/kit'

import { demoFundingCalls } from './fundingCalls'
import { demoProgrammes } from './programmes'

/** The demo programmes by key: the ones already there (by Croatian name), the others created. */
async function seedProgrammes(payload: Payload): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const programme of demoProgrammes) {
    const existing = await payload.find({
      collection: 'programmes',
      locale: 'hr',
      where: { name: { equals: programme.name.hr } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (existing.docs[0]) {
      ids.set(programme.key, existing.docs[0].id)
      continue
    }
    const localized: Record<string, Localized<unknown>> = { name: programme.name }
    if (programme.managingBody) localized.managingBody = programme.managingBody
    const doc = await createLocalized(
      payload,
      'programmes',
      { kind: programme.kind, website: programme.website },
      localized,
    )
    ids.set(programme.key, doc.id as number)
  }
  return ids
}

async function seedFundingCalls(payload: Payload) {
  if (!(await isEmpty(payload, 'funding-calls'))) return 0
  const programmes = await seedProgrammes(payload)
  let index = 0
  for (const call of demoFundingCalls) {
    const image = call.withImage
      ? await createIllustration(payload, call.key, index, call.fundName)
      : undefined
    const localized: Record<string, Localized<unknown>> = {
      fundName: call.fundName,
      shortDescription: call.shortDescription,
    }
    if (call.fullDescription) localized.fullDescription = call.fullDescription
    await createLocalized(
      payload,
      'funding-calls',
      {
        programme: programmes.get(call.programme) ?? null,
        opensAt: daysFromNow(call.opensInDays),
        deadline: daysFromNow(call.deadlineInDays),
        amountMin: call.amountMin ?? null,
        amountMax: call.amountMax ?? null,
        aidIntensityMax: call.aidIntensityMax ?? null,
        applicantTypes: call.applicantTypes,
        counties: call.counties ?? [],
        sourceUrl: call.sourceUrl ?? null,
        lastVerified: daysAgo(3),
        nkdCodes: call.nkdCodes.map((code) => ({ code })),
        image,
      },
      localized,
    )
    index += 1
  }
  return demoFundingCalls.length
}

/** The demo calls with their programmes, each call with its illustration or the placeholder. */
export const demo: FeatureDemo = {
  seed: async (payload) => ({ fundingCalls: await seedFundingCalls(payload) }),
}
