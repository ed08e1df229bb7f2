import type { Payload } from 'payload'

/**
 * Records that a daily run has started, in a collection whose `day` is unique, and returns the
 * record's id, or null when another run recorded the day first: however many workers try, one
 * runs the day.
 */
export async function claimDay(
  payload: Payload,
  collection: 'source-check-runs' | 'back-office-runs',
  day: string,
  now: Date,
): Promise<number | null> {
  try {
    const run = await payload.create({
      collection,
      data: { day, startedAt: now.toISOString() },
      depth: 0,
      overrideAccess: true,
    })
    return run.id
  } catch (error) {
    const { totalDocs } = await payload.count({
      collection,
      where: { day: { equals: day } },
      overrideAccess: true,
    })
    if (totalDocs > 0) return null
    throw error
  }
}
