import type { Payload } from 'payload'

/** A staff member as lists name them: the full name, else the address. */
export type StaffName = { id: number; fullName: string | null; label: string }

/** The staff accounts `ids`, by id; an account that no longer exists has no entry. */
export async function staffNames(
  payload: Payload,
  ids: readonly number[],
): Promise<Map<number, StaffName>> {
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: [...ids] } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { fullName: true, email: true },
  })
  return new Map(
    docs.map((user) => [
      user.id,
      { id: user.id, fullName: user.fullName || null, label: user.fullName || user.email },
    ]),
  )
}
