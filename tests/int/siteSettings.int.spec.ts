import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import {
  deleteAllUsers,
  forbidden,
  getTestPayload,
  invalidField,
  resetSiteSettings,
} from './payload'

let payload: Payload
let editor: User
let member: User

const base = {
  brandName: 'Test Savjetovanje',
  contact: {
    email: 'ured@test.example',
    phone: '+385 31 111 222',
    street: 'Kapucinska 1',
    postalCode: '31000',
    city: 'Osijek',
    country: 'Hrvatska',
  },
}

beforeAll(async () => {
  payload = await getTestPayload()
  await deleteAllUsers(payload)
  await resetSiteSettings(payload)
  const password = 'correct-horse-battery-42'
  await payload.create({
    collection: 'users',
    data: { email: 'owner@test.example', password, fullName: 'Owner', role: 'admin' },
    overrideAccess: true,
  })
  editor = await payload.create({
    collection: 'users',
    data: { email: 'editor@test.example', password, fullName: 'Editor', role: 'editor' },
    overrideAccess: true,
  })
  member = await payload.create({
    collection: 'users',
    data: { email: 'member@test.example', password, fullName: 'Member', role: 'member' },
    overrideAccess: true,
  })
})

describe('site settings', () => {
  it('can be edited by an editor and read by anyone, per language with Croatian as fallback', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'hr',
      data: { ...base, description: 'Opis na hrvatskom.' },
      overrideAccess: false,
      user: editor,
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'en',
      data: {
        description: 'English description.',
        contact: { ...base.contact, country: 'Croatia' },
      },
      overrideAccess: false,
      user: editor,
    })
    const hr = await payload.findGlobal({
      slug: 'site-settings',
      locale: 'hr',
      overrideAccess: false,
    })
    const en = await payload.findGlobal({
      slug: 'site-settings',
      locale: 'en',
      overrideAccess: false,
    })
    const de = await payload.findGlobal({
      slug: 'site-settings',
      locale: 'de',
      overrideAccess: false,
    })
    expect(hr.description).toBe('Opis na hrvatskom.')
    expect(en.description).toBe('English description.')
    expect(en.contact.country).toBe('Croatia')
    expect(de.description).toBe('Opis na hrvatskom.')
    expect(de.brandName).toBe('Test Savjetovanje')
  })

  it('refuses edits from members and anonymous visitors', async () => {
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { brandName: 'Hijacked' },
        overrideAccess: false,
        user: member,
      }),
    ).rejects.toMatchObject(forbidden)
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { brandName: 'Hijacked' },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject(forbidden)
    const stored = await payload.findGlobal({ slug: 'site-settings' })
    expect(stored.brandName).toBe('Test Savjetovanje')
  })

  it('refuses links that are not http(s)', async () => {
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { social: { linkedin: 'javascript:alert(1)' } },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject(invalidField('social.linkedin'))
    const stored = await payload.findGlobal({ slug: 'site-settings' })
    expect(stored.social?.linkedin ?? null).not.toBe('javascript:alert(1)')
  })
})
