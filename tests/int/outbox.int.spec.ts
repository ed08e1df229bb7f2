import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { requestPasswordReset } from '@/features/account/service'
import { submitContact } from '@/features/contact/service'
import { subscribe } from '@/features/newsletter/service'
import type { User } from '@/payload-types'

import { drainJobs, setFirmInbox } from './mailSetup'
import { getTestPayload, userData } from './payload'

let payload: Payload

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

afterEach(() => vi.restoreAllMocks())

const staff = (email: string, role: User['role'], seesLeads = false) =>
  payload.create({
    collection: 'users',
    data: userData({
      email,
      password: 'Ribnjak-Drava-7',
      fullName: email.split('@')[0]!,
      role,
      seesLeads,
      _verified: true,
    }),
    overrideAccess: true,
  })

const newest = async (to: string) =>
  (
    await payload.find({
      collection: 'mail-outbox',
      where: { to: { equals: to } },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]

describe('mail without SMTP_URL (the embedded default)', () => {
  it('keeps every mail in the outbox that admins read in /admin, and marks the enquiry sent', async () => {
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

    const after = await payload.count({ collection: 'mail-outbox', overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs + 2)
    const enquiry = await newest('ured@fondium.example')
    expect(enquiry?.subject).toBe('Novi upit s web stranice: Luka Babić')
    expect(enquiry?.text).toContain('Treba nam poslovni plan za natječaj.')
    const confirmation = await newest('lena@beispiel.de')
    expect(confirmation?.subject).toBe('Bestätigen Sie Ihr Abonnement des Fondium-Newsletters')
    expect(confirmation?.text).toContain('/api/newsletter/confirm?token=[hidden]')

    const leads = await payload.find({
      collection: 'leads',
      where: { email: { equals: 'luka@primjer.hr' } },
      overrideAccess: true,
    })
    expect(leads.docs[0]?.delivery).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('shows the outbox to admins only: editors, even those who see enquiries, advisers and visitors are refused', async () => {
    const admin = await staff('admin-outbox@fondium.example', 'admin')
    const readers = [
      await staff('urednik-outbox@fondium.example', 'editor'),
      await staff('urednica-upiti-outbox@fondium.example', 'editor', true),
      await staff('savjetnik-outbox@fondium.example', 'adviser'),
      await staff('clan-outbox@primjer.hr', 'member'),
      undefined,
    ]
    for (const user of readers) {
      await expect(
        payload.find({ collection: 'mail-outbox', overrideAccess: false, user }),
      ).rejects.toMatchObject({ status: 403 })
    }
    const seen = await payload.find({
      collection: 'mail-outbox',
      overrideAccess: false,
      user: admin,
    })
    expect(seen.totalDocs).toBeGreaterThan(0)
  })

  it('never keeps a usable reset link, and never writes a mail’s text to the server log', async () => {
    const admin = await staff('glavni-admin@fondium.example', 'admin')
    const lines: string[] = []
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)))
    const answer = await requestPasswordReset(
      payload,
      'hr',
      { email: admin.email },
      `outbox-reset-${Date.now()}`,
    )
    expect(answer.status).toBe('sent')
    expect(await drainJobs(payload)).toBe(0)

    const mail = await newest(admin.email)
    expect(mail?.text).toContain('/auth/reset?token=[hidden]')
    expect(mail?.html).toContain('token=[hidden]')
    // The token Payload stored for the reset appears nowhere in what staff or the log can read.
    const stored = await payload.findByID({
      collection: 'users',
      id: admin.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(stored.resetPasswordToken).toBeTruthy()
    expect(`${mail?.text}${mail?.html}`).not.toContain(stored.resetPasswordToken!)
    const logged = lines.join('\n')
    expect(logged).toContain('mail kept in the outbox')
    expect(logged).not.toContain(stored.resetPasswordToken!)
    expect(logged).not.toContain(mail!.subject)
  })
})
