import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, beforeEach } from 'vitest'

import { demoLocalizedSettings, demoSiteSettings } from '@/seed/siteSettings'
import { runClaimedJobs } from '@/server/jobs/jobLoop'

import { SmtpPeer } from '../support/smtpPeer.mjs'
import { getTestPayload } from './payload'

export const firmInbox = 'upiti@fondium.example'

/**
 * Payload with its mail going to a fresh SMTP peer on loopback, short retry delays, and the
 * firm's inbox set in the site settings. Call once per test file, before any other
 * getTestPayload (the mail settings are read when the config loads).
 */
export async function payloadWithSmtpPeer(): Promise<{ payload: Payload; smtp: SmtpPeer }> {
  const smtp = await new SmtpPeer().start()
  process.env.SMTP_URL = smtp.url
  process.env.MAIL_RETRY_ATTEMPTS = '3'
  process.env.MAIL_RETRY_DELAY_MS = '40'
  process.env.JOBS_AUTORUN = 'false'
  const payload = await getTestPayload()
  await setFirmInbox(payload)
  return { payload, smtp }
}

/** Fills the site settings as the seed does, with `inbox` as the firm's contact e-mail. */
export async function setFirmInbox(payload: Payload, inbox = firmInbox) {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      ...demoSiteSettings,
      description: demoLocalizedSettings.hr.description,
      contact: { ...demoSiteSettings.contact, email: inbox, country: 'Hrvatska' },
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

/** Runs the jobs runnable now once, as the app's and the worker's job loop does. */
export const runJobs = (payload: Payload) => runClaimedJobs(payload, 'default', 100)

/**
 * Runs queued jobs until none is left to run now, waiting out retry delays up to `ms`. Jobs
 * queued to wait for a later time (a booking's reminder) are not waited for.
 */
export async function drainJobs(payload: Payload, ms = 15_000) {
  const until = Date.now() + ms
  for (;;) {
    const { totalDocs } = await payload.count({
      collection: 'payload-jobs',
      where: {
        and: [
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
          {
            or: [
              { waitUntil: { exists: false } },
              { waitUntil: { less_than: new Date(Date.now() + 60_000).toISOString() } },
            ],
          },
        ],
      },
      overrideAccess: true,
    })
    if (totalDocs === 0 || Date.now() > until) return totalDocs
    await runJobs(payload)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The hooks of a mail test file: Payload with an SMTP peer for the whole file, and before each
 * test the given collections emptied and the peer's mailbox cleared. Read `payload` and `smtp`
 * from the returned object inside tests.
 */
export function mailTestbed(collections: CollectionSlug[]) {
  const testbed = {} as { payload: Payload; smtp: SmtpPeer }
  beforeAll(async () => {
    Object.assign(testbed, await payloadWithSmtpPeer())
  })
  afterAll(() => testbed.smtp.stop())
  beforeEach(async () => {
    for (const collection of collections) {
      await testbed.payload.delete({
        collection,
        where: { id: { exists: true } },
        overrideAccess: true,
      })
    }
    testbed.smtp.mails.length = 0
  })
  return testbed
}
