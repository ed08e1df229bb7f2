import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Job } from '@/payload-types'

import type { EmploymentType } from './rules/employment'

/** A job opening as the careers page lists it. */
export type JobSummary = {
  id: number
  title: string
  location: string
  employmentType: EmploymentType
  closingDate: string
}

/** A job opening as its own page shows it. */
export type JobDetail = JobSummary & {
  description: Job['description']
  createdAt: string
  updatedAt: string
}

/** Most openings the careers page lists. */
const limit = 50

const summary = (doc: Pick<Job, keyof JobSummary>): JobSummary => ({
  id: doc.id,
  title: doc.title,
  location: doc.location,
  employmentType: doc.employmentType,
  closingDate: doc.closingDate,
})

/** The open job openings (the collection's access rule for visitors), closing soonest first. */
export async function listOpenJobs(payload: Payload, locale: Locale): Promise<JobSummary[]> {
  const { docs } = await payload.find({
    collection: 'jobs',
    locale,
    depth: 0,
    overrideAccess: false,
    limit,
    pagination: false,
    sort: ['closingDate', 'id'],
    select: { title: true, location: true, employmentType: true, closingDate: true },
  })
  return docs.map(summary)
}

/** One open job opening, or null when there is none by that id or it has closed. */
export async function findOpenJob(
  payload: Payload,
  locale: Locale,
  id: number,
): Promise<JobDetail | null> {
  const { docs } = await payload.find({
    collection: 'jobs',
    locale,
    depth: 0,
    overrideAccess: false,
    limit: 1,
    pagination: false,
    where: { id: { equals: id } },
  })
  const doc = docs[0]
  if (!doc) return null
  return {
    ...summary(doc),
    description: doc.description,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}
