import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { imagePopulate, toContentImage, type ContentImage } from '@/media/image'
import { findPublished } from '@/server/published/findPublished'

export type FundingCallSummary = {
  id: number
  fundName: string
  shortDescription: string
  deadline: string
  funding: string | null
  image: ContentImage | null
}

export type FundingCallDetail = FundingCallSummary & {
  fullDescription: string | null
  nkdCodes: string[]
  updatedAt: string
}

/** Every funding call, latest deadline first. */
export async function listFundingCalls(
  payload: Payload,
  locale: Locale,
): Promise<FundingCallSummary[]> {
  const { docs } = await payload.find({
    collection: 'funding-calls',
    locale,
    depth: 1,
    overrideAccess: false,
    pagination: false,
    sort: '-deadline',
    select: { fundName: true, shortDescription: true, deadline: true, funding: true, image: true },
    populate: imagePopulate,
  })
  return docs.map((doc) => ({
    id: doc.id,
    fundName: doc.fundName,
    shortDescription: doc.shortDescription,
    deadline: doc.deadline,
    funding: doc.funding ?? null,
    image: toContentImage(doc.image),
  }))
}

/** One funding call with everything the detail page shows, or null when there is none. */
export async function findFundingCall(
  payload: Payload,
  locale: Locale,
  id: number,
): Promise<FundingCallDetail | null> {
  const doc = await findPublished(payload, 'funding-calls', locale, id)
  if (!doc) return null
  return {
    id: doc.id,
    fundName: doc.fundName,
    shortDescription: doc.shortDescription,
    fullDescription: doc.fullDescription ?? null,
    deadline: doc.deadline,
    funding: doc.funding ?? null,
    nkdCodes: (doc.nkdCodes ?? []).map((row) => row.code),
    image: toContentImage(doc.image),
    updatedAt: doc.updatedAt,
  }
}
