import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { imagePopulate, toContentImage, type ContentImage } from '@/media/image'

/** A person of the firm as the about section shows them. */
export type TeamMemberSummary = {
  id: number
  name: string
  role: string
  photo: ContentImage | null
}

/** A client's word as the about section's carousel shows it. */
export type TestimonialSummary = {
  id: number
  quote: string
  name: string
  role: string
  company: string | null
  photo: ContentImage | null
}

/** Most entries of either list a page shows. */
const limit = 50

/** The team members marked as shown, in their order. */
export async function listTeam(payload: Payload, locale: Locale): Promise<TeamMemberSummary[]> {
  const { docs } = await payload.find({
    collection: 'team-members',
    locale,
    depth: 1,
    overrideAccess: false,
    limit,
    pagination: false,
    sort: ['order', 'id'],
    select: { name: true, role: true, photo: true },
    populate: imagePopulate,
  })
  return docs.map((doc) => ({
    id: doc.id,
    name: doc.name,
    role: doc.role,
    photo: toContentImage(doc.photo),
  }))
}

/** The testimonials marked as shown, in their order. */
export async function listTestimonials(
  payload: Payload,
  locale: Locale,
): Promise<TestimonialSummary[]> {
  const { docs } = await payload.find({
    collection: 'testimonials',
    locale,
    depth: 1,
    overrideAccess: false,
    limit,
    pagination: false,
    sort: ['order', 'id'],
    select: { quote: true, name: true, role: true, company: true, photo: true },
    populate: imagePopulate,
  })
  return docs.map((doc) => ({
    id: doc.id,
    quote: doc.quote,
    name: doc.name,
    role: doc.role,
    company: doc.company ?? null,
    photo: toContentImage(doc.photo),
  }))
}
