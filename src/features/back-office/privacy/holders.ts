import type { Payload, PayloadRequest, Where } from 'payload'

import { relationId } from '@/lib/relationId'

import { mentionsAddress, sameAddress } from './address'
import { anonymiseBooking, anonymiseLead } from './anonymise'

/** The collections that hold a person's data, in the order they are searched and erased. */
export const holderSlugs = [
  'leads',
  'application-files',
  'bookings',
  'newsletter-subscribers',
  'users',
  'alerts',
  'alert-deliveries',
  'advisers',
  'mail-outbox',
] as const
export type HolderSlug = (typeof holderSlugs)[number]

/** A record as found: its id and the fields its collection exports. */
export type Row = { id: number } & Record<string, unknown>
export type Found = Record<HolderSlug, Row[]>

/** The address asked about (normalised), and the request (and transaction) the work runs in. */
export type Work = { payload: Payload; address: string; req?: PayloadRequest }

/** Why a person's data may not be erased here: the address is a staff member's. */
export type Refusal = { kind: 'staff-account'; role: string } | { kind: 'adviser' }

export type Holder = {
  collection: HolderSlug
  /** The fields the person's export holds (besides the id). */
  fields: string[]
  /** The person's records; `found` holds those of the collections searched before. */
  find: (work: Work, found: Partial<Found>) => Promise<Row[]>
  /** What erasure does to the records: deleted, or anonymised where the firm keeps them. */
  erasure: 'delete' | 'anonymise' | 'refuse'
  /** A record erasure must not touch (the whole erasure is then refused), or null. */
  refusal?: (row: Row, address: string) => Refusal | null
  erase: (work: Work, rows: Row[]) => Promise<void>
}

const ids = (rows: Row[] | undefined) => (rows ?? []).map((row) => row.id)

/** Every record of a collection matching `where`, with `fields`. */
async function read(
  { payload, req }: Work,
  collection: HolderSlug,
  where: Where,
  fields: string[],
): Promise<Row[]> {
  const { docs } = await payload.find({
    collection,
    where,
    select: Object.fromEntries(fields.map((field) => [field, true])),
    depth: 0,
    pagination: false,
    sort: 'id',
    overrideAccess: true,
    req,
  })
  return docs as unknown as Row[]
}

/**
 * The records whose `addressFields` hold the address: the database finds the candidates
 * case-insensitively (`like`, a part of the value, on SQLite and PostgreSQL alike); each is kept
 * only when one of those fields is the address itself (trimmed, any case), or names it among
 * other text for `match` = mentionsAddress.
 */
async function byAddress(
  work: Work,
  collection: HolderSlug,
  addressFields: string[],
  match: (value: unknown, address: string) => boolean = sameAddress,
): Promise<Row[]> {
  const near = addressFields.map((field) => ({ [field]: { like: work.address } }))
  const candidates = await read(work, collection, { or: near }, holderFields(collection))
  return candidates.filter((row) => addressFields.some((field) => match(row[field], work.address)))
}

async function remove({ payload, req }: Work, collection: HolderSlug, rows: Row[]) {
  if (rows.length === 0) return
  await payload.delete({
    collection,
    where: { id: { in: ids(rows) } },
    overrideAccess: true,
    context: { disableRevalidate: true },
    req,
  })
}

/** What the timeline says of a lead anonymised on the person's request. */
export const erasedOnRequest = 'Anonimizirano na zahtjev osobe (brisanje osobnih podataka)'

const staffRoles = ['admin', 'editor', 'adviser']

/**
 * Every collection that holds a person's e-mail address or what they sent with it, how their
 * records are found, what their export holds and how they are erased. A test walks the config
 * and fails when a collection with an e-mail field is missing here
 * (tests/int/personalData.int.spec.ts).
 */
export const holders: Holder[] = [
  {
    // Enquiries of every channel: kept anonymised for the firm's figures (stage, channel,
    // call, dates), with their CV deleted and their booking anonymised (anonymiseLead).
    collection: 'leads',
    fields: [
      'firstName',
      'lastName',
      'email',
      'company',
      'message',
      'source',
      'locale',
      'job',
      'cv',
      'download',
      'booking',
      'call',
      'code',
      'codeVersion',
      'stage',
      'lostReason',
      'followUp',
      'notes',
      'lastActivityAt',
      'anonymisedAt',
      'createdAt',
    ],
    find: (work) => byAddress(work, 'leads', ['email']),
    erasure: 'anonymise',
    erase: async ({ payload, req }, rows) => {
      for (const row of rows) await anonymiseLead(payload, row.id, erasedOnRequest, req)
    },
  },
  {
    // The CVs sent with job applications: reached through their lead (leads.cv).
    collection: 'application-files',
    fields: ['originalName', 'filename', 'mimeType', 'filesize', 'job', 'createdAt'],
    find: async (work, found) => {
      const cvs = (found.leads ?? []).map((lead) => relationId(lead.cv)).filter((id) => id !== null)
      if (cvs.length === 0) return []
      return read(work, 'application-files', { id: { in: cvs } }, holderFields('application-files'))
    },
    erasure: 'delete',
    erase: (work, rows) => remove(work, 'application-files', rows),
  },
  {
    // Consultations: kept anonymised (the adviser's meetings count); one still ahead is
    // cancelled first (personalData.ts), so its slot is free and the adviser told.
    collection: 'bookings',
    fields: [
      'start',
      'end',
      'name',
      'company',
      'email',
      'phone',
      'topic',
      'call',
      'code',
      'codeVersion',
      'status',
      'locale',
      'cancelledAt',
      'createdAt',
    ],
    find: (work) => byAddress(work, 'bookings', ['email']),
    erasure: 'anonymise',
    erase: async ({ payload, req }, rows) => {
      for (const row of rows) await anonymiseBooking(payload, row.id, req)
    },
  },
  {
    collection: 'newsletter-subscribers',
    fields: ['email', 'name', 'locale', 'status', 'consentAt', 'confirmedAt', 'unsubscribedAt'],
    find: (work) => byAddress(work, 'newsletter-subscribers', ['email']),
    erasure: 'delete',
    erase: (work, rows) => remove(work, 'newsletter-subscribers', rows),
  },
  {
    // The account of that address (deleted, when a member's), or an account waiting to change
    // to it (the waiting address is cleared). A staff account is never erased here.
    collection: 'users',
    fields: ['fullName', 'email', 'role', 'pendingEmail', 'createdAt'],
    find: (work) => byAddress(work, 'users', ['email', 'pendingEmail']),
    erasure: 'delete',
    refusal: (row, address) =>
      sameAddress(row.email, address) && staffRoles.includes(String(row.role))
        ? { kind: 'staff-account', role: String(row.role) }
        : null,
    erase: async (work, rows) => {
      const own = rows.filter((row) => sameAddress(row.email, work.address))
      await remove(work, 'users', own)
      for (const row of rows.filter((candidate) => !own.includes(candidate))) {
        await work.payload.update({
          collection: 'users',
          id: row.id,
          data: { pendingEmail: null, emailChangeToken: null, emailChangeExpiration: null },
          depth: 0,
          overrideAccess: true,
          req: work.req,
        })
      }
    },
  },
  {
    // Call alerts for the address, and those of the member's account; deleting an alert
    // deletes its deliveries (the alerts' own hook).
    collection: 'alerts',
    fields: [
      'email',
      'locale',
      'status',
      'frequency',
      'call',
      'codes',
      'county',
      'size',
      'programme',
      'minAmount',
      'owner',
      'consentAt',
      'consentText',
      'confirmedAt',
      'createdAt',
    ],
    find: async (work, found) => {
      const own = await byAddress(work, 'alerts', ['email'])
      const members = ids((found.users ?? []).filter((row) => sameAddress(row.email, work.address)))
      if (members.length === 0) return own
      const owned = await read(
        work,
        'alerts',
        { and: [{ owner: { in: members } }, { id: { not_in: ids(own) } }] },
        holderFields('alerts'),
      )
      return [...own, ...owned].sort((a, b) => a.id - b.id)
    },
    erasure: 'delete',
    erase: (work, rows) => remove(work, 'alerts', rows),
  },
  {
    // What each alert was sent (which call, when, marked not relevant): reached through it.
    collection: 'alert-deliveries',
    fields: ['alert', 'call', 'status', 'sentAt', 'notRelevant', 'createdAt'],
    find: async (work, found) => {
      const alerts = ids(found.alerts)
      if (alerts.length === 0) return []
      return read(
        work,
        'alert-deliveries',
        { alert: { in: alerts } },
        holderFields('alert-deliveries'),
      )
    },
    erasure: 'delete',
    erase: (work, rows) => remove(work, 'alert-deliveries', rows),
  },
  {
    // The firm's advisers (staff): found and exported, never erased here.
    collection: 'advisers',
    fields: ['name', 'email', 'user', 'active', 'createdAt'],
    find: (work) => byAddress(work, 'advisers', ['email']),
    erasure: 'refuse',
    refusal: () => ({ kind: 'adviser' }),
    erase: async () => undefined,
  },
  {
    // Mail kept unsent (no SMTP_URL): to the address, or naming it (an enquiry to the firm).
    collection: 'mail-outbox',
    fields: ['to', 'subject', 'text', 'createdAt'],
    find: (work) => byAddress(work, 'mail-outbox', ['to', 'text'], mentionsAddress),
    erasure: 'delete',
    erase: (work, rows) => remove(work, 'mail-outbox', rows),
  },
]

function holderFields(collection: HolderSlug): string[] {
  return holders.find((holder) => holder.collection === collection)!.fields
}
