import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { anonymiseStaleLeads } from '@/features/back-office'
import { staleBefore } from '@/features/back-office/rules'
import { rows } from '@/server/sql'

import { deleteAll, getTestPayload } from './payload'

/**
 * The retention period of leads (issue 34): the daily round anonymises the leads without
 * activity for LEAD_RETENTION_MONTHS, as an erasure does, on SQLite or PostgreSQL.
 */

let payload: Payload
const context = { disableRevalidate: true }
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 1\ntrailer << >>\nstartxref\n9\n%%EOF\n',
)

beforeAll(async () => {
  payload = await getTestPayload()
})

beforeEach(async () => {
  for (const collection of [
    'privacy-requests',
    'lead-events',
    'leads',
    'application-files',
  ] as const) {
    await deleteAll(payload, collection)
  }
})

/** A lead whose last activity (and arrival) the database is told directly: the hooks keep them. */
async function lead(
  firstName: string,
  times: { lastActivityAt: Date | null; createdAt?: Date; anonymisedAt?: Date },
  data: Record<string, unknown> = {},
) {
  const created = await payload.create({
    collection: 'leads',
    data: {
      firstName,
      lastName: 'Horvat',
      email: `${firstName.toLowerCase()}@primjer.hr`,
      company: 'Horvat d.o.o.',
      message: 'Zanima nas natječaj za digitalizaciju.',
      source: 'contact',
      locale: 'hr',
      delivery: { status: 'sent' },
      ...data,
    } as never,
    overrideAccess: true,
    context,
  })
  const at = (date: Date | null | undefined) => (date ? date.toISOString() : null)
  await rows(
    payload,
    sql`UPDATE leads SET last_activity_at = ${at(times.lastActivityAt)},
      created_at = ${at(times.createdAt ?? times.lastActivityAt ?? new Date())},
      anonymised_at = ${at(times.anonymisedAt)} WHERE id = ${created.id}`,
  )
  return payload.findByID({ collection: 'leads', id: created.id, depth: 0, overrideAccess: true })
}

const anonymisedEvents = async (id: number) =>
  (
    await payload.find({
      collection: 'lead-events',
      where: { and: [{ lead: { equals: id } }, { kind: { equals: 'anonymised' } }] },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs

describe('leads past the retention period', () => {
  it('are anonymised after 24 months without activity, with their CV; newer and already anonymised ones are left alone', async () => {
    const now = new Date()
    const cv = await payload.create({
      collection: 'application-files',
      data: { originalName: 'zivotopis.pdf' },
      file: { data: pdf, name: 'zivotopis.pdf', mimetype: 'application/pdf', size: pdf.length },
      overrideAccess: true,
    })
    const stale = await lead(
      'Marko',
      { lastActivityAt: staleBefore(now, 25) },
      { source: 'application', cv: cv.id },
    )
    const recent = await lead('Iva', { lastActivityAt: staleBefore(now, 23) })
    // No activity recorded (a lead from before the pipeline): its arrival counts.
    const silent = await lead('Luka', { lastActivityAt: null, createdAt: staleBefore(now, 26) })
    const done = await lead('Ana', {
      lastActivityAt: staleBefore(now, 30),
      anonymisedAt: staleBefore(now, 6),
    })

    expect(await anonymiseStaleLeads(payload, { now, months: 24 })).toBe(2)

    const read = (id: number) =>
      payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })
    for (const id of [stale.id, silent.id]) {
      expect(await read(id)).toMatchObject({
        firstName: '—',
        lastName: null,
        email: 'anonymised@anonymised.invalid',
        company: null,
        message: null,
        cv: null,
        anonymisedAt: expect.any(String),
      })
      const events = await anonymisedEvents(id)
      expect(events).toEqual([
        expect.objectContaining({
          summary: 'Anonimizirano nakon 24 mj. bez aktivnosti (rok čuvanja)',
          by: null,
        }),
      ])
    }
    const { totalDocs: cvs } = await payload.count({
      collection: 'application-files',
      overrideAccess: true,
    })
    expect(cvs).toBe(0)

    expect(await read(recent.id)).toMatchObject({
      firstName: 'Iva',
      email: 'iva@primjer.hr',
      anonymisedAt: null,
    })
    expect(await read(done.id)).toEqual(done)
    expect(await anonymisedEvents(done.id)).toEqual([])

    const audit = await payload.find({ collection: 'privacy-requests', overrideAccess: true })
    expect(audit.docs).toEqual([
      expect.objectContaining({
        action: 'retention',
        subject: null,
        by: null,
        counts: { leads: 2, 'application-files': 1 },
        total: 3,
        at: now.toISOString(),
      }),
    ])

    // The next day finds nothing left to do and records nothing.
    expect(await anonymiseStaleLeads(payload, { now, months: 24 })).toBe(0)
    expect(
      (await payload.count({ collection: 'privacy-requests', overrideAccess: true })).totalDocs,
    ).toBe(1)
  })
})
