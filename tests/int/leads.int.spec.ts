import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { contactEndpoint } from '@/features/contact/endpoints'
import { submitContact } from '@/features/contact/service'
import { runClaimedJobs } from '@/server/jobs/jobLoop'

import type { SmtpPeer } from '../support/smtpPeer.mjs'
import { serveEndpoints } from './endpointServer'
import { drainJobs, firmInbox, mailTestbed, runJobs, sleep } from './mailSetup'

let payload: Payload
let smtp: SmtpPeer
let key = 0
const nextKey = () => `leads-${Date.now()}-${key++}`

const enquiry = (n: number) => ({
  firstName: 'Marija',
  lastName: `Kovačević ${n}`,
  email: `marija.${n}@drvo-primjer.hr`,
  company: 'Drvo Primjer d.o.o.',
  message: `Upit broj ${n}: zanima nas natječaj za digitalizaciju i bespovratna sredstva.`,
})

const allLeads = async () =>
  (await payload.find({ collection: 'leads', limit: 1000, depth: 0, overrideAccess: true })).docs

const leadIdOf = (mail: SmtpPeer['mails'][number]) => Number(mail.headers.get('x-lead-id'))

const testbed = mailTestbed(['leads', 'payload-jobs'])
beforeAll(async () => {
  ;({ payload, smtp } = testbed)
})

describe('contact enquiries', () => {
  it('stores the enquiry, then mails it to the firm inbox with every field', async () => {
    const result = await submitContact(payload, 'de', enquiry(1), nextKey())
    expect(result).toEqual({ status: 'stored' })
    const [stored] = await allLeads()
    expect(stored).toMatchObject({
      ...enquiry(1),
      locale: 'de',
      delivery: { status: 'queued', attempts: 0 },
    })
    expect(smtp.mails).toHaveLength(0)

    await drainJobs(payload)
    expect(smtp.mails).toHaveLength(1)
    const mail = smtp.mails[0]!
    expect(mail.to).toMatchObject({ value: [{ address: firmInbox }] })
    expect(mail.replyTo).toMatchObject({
      value: [{ address: 'marija.1@drvo-primjer.hr', name: 'Marija Kovačević 1' }],
    })
    expect(mail.subject).toBe('Novi upit s web stranice: Marija Kovačević 1 (Drvo Primjer d.o.o.)')
    expect(mail.text).toContain('E-mail: marija.1@drvo-primjer.hr')
    expect(mail.text).toContain('Tvrtka: Drvo Primjer d.o.o.')
    expect(mail.text).toContain('Jezik stranice: njemački')
    expect(mail.text).toContain(enquiry(1).message)
    expect(leadIdOf(mail)).toBe(stored!.id)

    const [sent] = await allLeads()
    expect(sent!.delivery).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
    expect(Date.parse(sent!.delivery!.sentAt!)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('keeps 50 enquiries while the mail server is down and delivers each exactly once after', async () => {
    await smtp.stop()
    for (let n = 0; n < 50; n += 1) {
      expect(await submitContact(payload, 'hr', enquiry(n), nextKey())).toEqual({
        status: 'stored',
      })
    }
    await runJobs(payload)
    const waiting = await allLeads()
    expect(waiting).toHaveLength(50)
    for (const lead of waiting) {
      expect(lead.delivery).toMatchObject({ status: 'retrying', attempts: 1 })
      expect(lead.delivery?.lastError).toMatch(/ECONNREFUSED|connect/i)
    }

    await smtp.start()
    expect(await drainJobs(payload)).toBe(0)
    expect(smtp.mails).toHaveLength(50)
    const ids = new Set(smtp.mails.map(leadIdOf))
    expect([...ids].sort()).toEqual(waiting.map((lead) => lead.id).sort())
    for (const lead of await allLeads()) {
      expect(lead.delivery).toMatchObject({ status: 'sent', attempts: 2 })
    }

    await sleep(300)
    await runJobs(payload)
    expect(smtp.mails).toHaveLength(50)
  })

  it('sends each enquiry once when three job runners work the queue at the same time', async () => {
    const count = 40
    for (let n = 0; n < count; n += 1) {
      expect(await submitContact(payload, 'hr', enquiry(n), nextKey())).toEqual({
        status: 'stored',
      })
    }
    // Small batches, so that the runners interleave while claiming.
    const runner = async () => {
      let ran = 0
      for (let round = 0; round < 40; round += 1) ran += await runClaimedJobs(payload, 'default', 3)
      return ran
    }
    const ran = await Promise.all([runner(), runner(), runner()])
    expect(ran.reduce((sum, n) => sum + n, 0)).toBe(count)
    expect(smtp.mails).toHaveLength(count)
    expect(new Set(smtp.mails.map(leadIdOf)).size).toBe(count)
    for (const lead of await allLeads())
      expect(lead.delivery).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('marks an enquiry failed after the last retry, and sends it when an editor queues it again', async () => {
    await smtp.stop()
    await submitContact(payload, 'en', enquiry(7), nextKey())
    await drainJobs(payload, 5_000)
    const [failed] = await allLeads()
    expect(failed!.delivery).toMatchObject({ status: 'failed', attempts: 4 })

    await smtp.start()
    await payload.update({
      collection: 'leads',
      id: failed!.id,
      data: { delivery: { status: 'queued' } },
      overrideAccess: true,
    })
    await drainJobs(payload)
    expect(smtp.mails.map(leadIdOf)).toEqual([failed!.id])
    const [sent] = await allLeads()
    expect(sent!.delivery).toMatchObject({ status: 'sent', attempts: 5 })
  })

  it('loses none of 200 concurrent posts over HTTP', async () => {
    const server = await serveEndpoints(payload, [contactEndpoint])
    try {
      const answers = await Promise.all(
        Array.from({ length: 200 }, async (_, n) => {
          const response = await fetch(`${server.url}/api/contact?locale=hr`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.1.${n >> 8}.${n & 255}`,
            },
            body: JSON.stringify(enquiry(n)),
          })
          return { status: response.status, body: await response.json() }
        }),
      )
      expect(
        answers.filter((answer) => answer.status === 200 && answer.body.ok === true),
      ).toHaveLength(200)
    } finally {
      await server.close()
    }
    const stored = await allLeads()
    expect(stored).toHaveLength(200)
    expect(new Set(stored.map((lead) => lead.email)).size).toBe(200)
    expect(await drainJobs(payload, 60_000)).toBe(0)
    expect(smtp.mails).toHaveLength(200)
    expect(new Set(smtp.mails.map(leadIdOf)).size).toBe(200)
    // 200 posts and their 200 mails: up to 57 s beside three other test files on two cores.
  }, 180_000)

  it('drops a honeypot enquiry without storing it, and limits one address to 5 per 10 minutes', async () => {
    expect(
      await submitContact(
        payload,
        'hr',
        { ...enquiry(1), website: 'https://spam.example' },
        nextKey(),
      ),
    ).toEqual({ status: 'stored' })
    expect(await allLeads()).toHaveLength(0)

    const address = nextKey()
    for (let n = 0; n < 5; n += 1) {
      expect((await submitContact(payload, 'hr', enquiry(n), address)).status).toBe('stored')
    }
    const sixth = await submitContact(payload, 'hr', enquiry(6), address)
    expect(sixth).toMatchObject({ status: 'limited' })
    expect(sixth.status === 'limited' && sixth.retryAfterSeconds).toBeGreaterThan(500)
    expect(await allLeads()).toHaveLength(5)
  })

  it('keeps enquiries away from the public and from REST writes', async () => {
    await submitContact(payload, 'hr', enquiry(1), nextKey())
    await expect(
      payload.find({ collection: 'leads', overrideAccess: false }),
    ).rejects.toMatchObject({
      status: 403,
    })
    await expect(
      payload.create({
        collection: 'leads',
        data: { ...enquiry(2), source: 'contact', locale: 'hr', delivery: { status: 'sent' } },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
