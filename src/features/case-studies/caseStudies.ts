import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { imagePopulate, toContentImage, type ContentImage } from '@/media/image'
import type { CaseStudy } from '@/payload-types'
import { findPublished } from '@/server/published/findPublished'
import { listLimit } from '@/server/published/limits'

export type CaseStudySummary = {
  id: number
  title: string
  industry: string
  results: string
  fundingAmount: string | null
  image: ContentImage | null
}

export type CaseStudyDetail = CaseStudySummary & {
  clientName: string
  timeline: string | null
  challenge: string
  solution: string
  metrics: { label: string; value: string }[]
  publishedDate: string
  updatedAt: string
}

/** The newest published case studies (date set and not in the future), at most 12. */
export async function listCaseStudies(
  payload: Payload,
  locale: Locale,
): Promise<CaseStudySummary[]> {
  const { docs } = await payload.find({
    collection: 'case-studies',
    locale,
    depth: 1,
    overrideAccess: false,
    limit: listLimit,
    pagination: false,
    sort: '-publishedDate',
    select: {
      title: true,
      industry: true,
      results: true,
      fundingAmount: true,
      featuredImage: true,
    },
    populate: imagePopulate,
  })
  return docs.map((doc) => ({
    id: doc.id,
    title: doc.title,
    industry: doc.industry,
    results: doc.results,
    fundingAmount: doc.fundingAmount ?? null,
    image: toContentImage(doc.featuredImage),
  }))
}

function metrics(doc: CaseStudy) {
  return (doc.metrics ?? []).map(({ label, value }) => ({ label, value }))
}

/** One published case study, or null when it does not exist or is not published yet. */
export async function findCaseStudy(
  payload: Payload,
  locale: Locale,
  id: number,
): Promise<CaseStudyDetail | null> {
  const doc = await findPublished(payload, 'case-studies', locale, id)
  if (!doc) return null
  return {
    id: doc.id,
    title: doc.title,
    industry: doc.industry,
    clientName: doc.clientName,
    timeline: doc.timeline ?? null,
    fundingAmount: doc.fundingAmount ?? null,
    challenge: doc.challenge,
    solution: doc.solution,
    results: doc.results,
    metrics: metrics(doc),
    image: toContentImage(doc.featuredImage),
    publishedDate: doc.publishedDate ?? '',
    updatedAt: doc.updatedAt,
  }
}
