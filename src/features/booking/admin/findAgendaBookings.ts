import type { Payload } from 'payload'

import { addDays, zagrebInstant } from '@/lib/zagreb'

import type { AgendaRange } from './agendaRange'

/**
 * The bookings starting in the agenda's days (Zagreb time), by start; only those of the
 * signed-in user's adviser profiles when `mine` is asked for.
 */
export async function findAgendaBookings(
  payload: Payload,
  userId: number | string | undefined,
  { first, length, mine }: Pick<AgendaRange, 'first' | 'length' | 'mine'>,
) {
  const own = mine
    ? await payload.find({
        collection: 'advisers',
        where: { user: { equals: userId } },
        depth: 0,
        limit: 10,
        overrideAccess: true,
      })
    : null
  return payload.find({
    collection: 'bookings',
    where: {
      and: [
        { start: { greater_than_equal: new Date(zagrebInstant(first)).toISOString() } },
        {
          start: {
            less_than: new Date(zagrebInstant(addDays(first, length))).toISOString(),
          },
        },
        ...(own ? [{ adviser: { in: own.docs.map((adviser) => adviser.id) } }] : []),
      ],
    },
    sort: 'start',
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
}
