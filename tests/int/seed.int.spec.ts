import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed/seed'

import { deleteAllUsers, getTestPayload, resetSiteSettings } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  await deleteAllUsers(payload)
  await resetSiteSettings(payload)
})

describe('seed', () => {
  it('fills empty site settings in three languages and creates the admin from the environment', async () => {
    const result = await seed(payload, {
      adminEmail: 'admin@fondium.example',
      adminPassword: 'a-long-admin-password',
    })
    expect(result).toEqual({ admin: true, siteSettings: true })

    const hr = await payload.findGlobal({ slug: 'site-settings', locale: 'hr' })
    const en = await payload.findGlobal({ slug: 'site-settings', locale: 'en' })
    const de = await payload.findGlobal({ slug: 'site-settings', locale: 'de' })
    expect(hr.contact.city).toBe('Osijek')
    expect(hr.contact.country).toBe('Hrvatska')
    expect(en.contact.country).toBe('Croatia')
    expect(de.contact.country).toBe('Kroatien')
    expect(hr.description).toMatch(/bespovratna sredstva/)
    expect(en.description).toMatch(/grants/)
    expect(de.description).toMatch(/Fördermittel/)

    const admins = await payload.find({ collection: 'users', where: { role: { equals: 'admin' } } })
    expect(admins.docs.map((user) => user.email)).toEqual(['admin@fondium.example'])
    const login = await payload.login({
      collection: 'users',
      data: { email: 'admin@fondium.example', password: 'a-long-admin-password' },
    })
    expect(login.token).toBeTruthy()
  })

  it('leaves existing content alone when run again', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'hr',
      data: { brandName: 'Edited by the firm' },
    })
    const result = await seed(payload, {
      adminEmail: 'other@fondium.example',
      adminPassword: 'another-long-password',
    })
    expect(result).toEqual({ admin: false, siteSettings: false })
    expect((await payload.findGlobal({ slug: 'site-settings' })).brandName).toBe(
      'Edited by the firm',
    )
    expect(await payload.count({ collection: 'users' })).toEqual({ totalDocs: 1 })
  })

  it('creates no account without ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    await deleteAllUsers(payload)
    expect((await seed(payload)).admin).toBe(false)
    expect(await payload.count({ collection: 'users' })).toEqual({ totalDocs: 0 })
  })
})
