import { beforeAll, describe, expect, it } from 'vitest'

import { submitContact } from '@/features/contact/service'
import { subscribe } from '@/features/newsletter/service'

import { drainJobs, setFirmInbox } from './mailSetup'
import { getTestPayload } from './payload'

let payload: Awaited<ReturnType<typeof getTestPayload>>

beforeAll(async () => {
  delete process.env.SMTP_URL
  payload = await getTestPayload()
  await setFirmInbox(payload, 'ured@fondium.example')
  // Jobs another test file left queued would add their mails here.
  await payload.delete({
    collection: 'payload-jobs',
    where: { id: { exists: true } },
    overrideAccess: true,
  })
})

describe('mail without SMTP_URL (the embedded default)', () => {
  it('keeps every mail in the outbox that editors read in /admin, and marks the enquiry sent', async () => {
    const before = await payload.count({ collection: 'mail-outbox', overrideAccess: true })
    await submitContact(
      payload,
      'hr',
      {
        firstName: 'Luka',
        lastName: 'Babić',
        email: 'luka@primjer.hr',
        message: 'Treba nam poslovni plan za natječaj.',
      },
      `outbox-${Date.now()}`,
    )
    await subscribe(
      payload,
      'de',
      { name: 'Lena', email: 'lena@beispiel.de' },
      `outbox-n-${Date.now()}`,
    )
    expect(await drainJobs(payload)).toBe(0)

    // The newest two: other files may have left more than a page of mails in the outbox.
    const { docs, totalDocs } = await payload.find({
      collection: 'mail-outbox',
      sort: '-createdAt',
      limit: 2,
      overrideAccess: true,
    })
    expect(totalDocs).toBe(before.totalDocs + 2)
    const enquiry = docs.find((mail) => mail.to === 'ured@fondium.example')
    expect(enquiry?.subject).toBe('Novi upit s web stranice: Luka Babić')
    expect(enquiry?.text).toContain('Treba nam poslovni plan za natječaj.')
    const confirmation = docs.find((mail) => mail.to === 'lena@beispiel.de')
    expect(confirmation?.subject).toBe('Bestätigen Sie Ihr Abonnement des Fondium-Newsletters')
    expect(confirmation?.text).toMatch(/\/api\/newsletter\/confirm\?token=[\w-]+/)

    const leads = await payload.find({
      collection: 'leads',
      where: { email: { equals: 'luka@primjer.hr' } },
      overrideAccess: true,
    })
    expect(leads.docs[0]?.delivery).toMatchObject({ status: 'sent', attempts: 1 })

    await expect(
      payload.find({ collection: 'mail-outbox', overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
