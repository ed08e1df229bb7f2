import type { Payload, PayloadRequest } from 'payload'

import { plainLine } from '@/forms/text'

import type { LeadEventKind } from './kinds'

export type LeadEvent = {
  lead: number
  kind: LeadEventKind
  /** What happened, in Croatian (the firm's language; accounts keep no language of their own). */
  summary: string
  /** The staff member who did it; none for the site, a visitor or a job. */
  by?: number | null
  at?: Date
}

/**
 * A staff member's name as the timeline shows it (their e-mail when the account has no name;
 * `#id` when the account is gone): the signed-in user's own from the request, others' read.
 */
export async function staffName(payload: Payload, id: number, req?: PayloadRequest) {
  if (req?.user?.collection === 'users' && req.user.id === id) {
    return req.user.fullName || req.user.email || `#${id}`
  }
  try {
    const user = await payload.findByID({
      collection: 'users',
      id,
      depth: 0,
      select: { fullName: true, email: true },
      overrideAccess: true,
      req,
    })
    return user.fullName || user.email
  } catch {
    return `#${id}`
  }
}

/**
 * Adds a line to a lead's timeline, inside `req`'s transaction when it has one (the change and
 * its record are stored together).
 */
export async function recordLeadEvent(
  payload: Payload,
  event: LeadEvent,
  req?: PayloadRequest,
): Promise<void> {
  const by = event.by ?? null
  await payload.create({
    collection: 'lead-events',
    data: {
      lead: event.lead,
      kind: event.kind,
      summary: plainLine(event.summary.slice(0, 500)),
      by,
      byName: by === null ? null : (await staffName(payload, by, req)).slice(0, 200),
      at: (event.at ?? new Date()).toISOString(),
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
}

/** The signed-in staff member behind a request, if any (not a visitor, not a job). */
export const staffId = (req: PayloadRequest): number | null =>
  req.user?.collection === 'users' && typeof req.user.id === 'number' ? req.user.id : null
