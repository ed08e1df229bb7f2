import type { Payload } from 'payload'

/**
 * Records that the day's check has started and returns the record's id, or null when another
 * run recorded the day first: the day is unique, so however many workers try, one runs it.
 */
export async function claimDay(payload: Payload, day: string, now: Date) {
  try {
    const run = await payload.create({
      collection: 'source-check-runs',
      data: { day, startedAt: now.toISOString() },
      depth: 0,
      overrideAccess: true,
    })
    return run.id
  } catch (error) {
    const { totalDocs } = await payload.count({
      collection: 'source-check-runs',
      where: { day: { equals: day } },
      overrideAccess: true,
    })
    if (totalDocs > 0) return null
    throw error
  }
}
