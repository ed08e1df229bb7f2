import type { Payload } from 'payload'

/** A job still marked as running after this long died with its process: it runs no more. */
const staleRunMs = 6 * 60 * 60 * 1000

/**
 * Whether a job of `task` is waiting in the queue, or running (and not long dead): what a daily
 * task's start-up check asks before it queues the next run.
 */
export async function taskQueued(
  payload: Payload,
  task: string,
  now: Date = new Date(),
): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: task } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        {
          or: [
            { processing: { not_equals: true } },
            { updatedAt: { greater_than: new Date(now.getTime() - staleRunMs).toISOString() } },
          ],
        },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}
