import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listTeam, listTestimonials } from '@/features/team/team'

import { deleteAll, getTestPayload } from './payload'

let payload: Payload
const context = { disableRevalidate: true }

async function member(
  name: string,
  order: number,
  role: Record<'hr' | 'en' | 'de', string>,
  shown = true,
) {
  const doc = await payload.create({
    collection: 'team-members',
    data: { name, order, shown, role: role.hr },
    overrideAccess: true,
    context,
  })
  for (const locale of ['en', 'de'] as const) {
    await payload.update({
      collection: 'team-members',
      id: doc.id,
      locale,
      data: { role: role[locale] },
      overrideAccess: true,
      context,
    })
  }
  return doc
}

beforeAll(async () => {
  payload = await getTestPayload()
  await deleteAll(payload, 'team-members')
  await deleteAll(payload, 'testimonials')
  await member('Ivan Perić', 20, {
    hr: 'Voditelj EU projekata',
    en: 'EU project manager',
    de: 'Leiter EU-Projekte',
  })
  await member('Marija Kovačević', 10, {
    hr: 'Direktorica',
    en: 'Managing director',
    de: 'Geschäftsführerin',
  })
  await member(
    'Petra Šarić',
    15,
    { hr: 'Javna nabava', en: 'Public procurement', de: 'Öffentliche Beschaffung' },
    false,
  )
  await payload.create({
    collection: 'testimonials',
    data: {
      name: 'Josip Vuković',
      company: 'Pekara Zlatno zrno',
      role: 'Vlasnik',
      quote: 'Poslovni plan bio je gotov za tri tjedna.',
      order: 20,
    },
    overrideAccess: true,
    context,
  })
  await payload.create({
    collection: 'testimonials',
    data: {
      name: 'Marko Šimunović',
      role: 'Grafički dizajner',
      quote: 'Dobio sam iskrenu procjenu.',
      order: 10,
    },
    overrideAccess: true,
    context,
  })
  await payload.create({
    collection: 'testimonials',
    data: {
      name: 'Skriveni Klijent',
      role: 'Direktor',
      quote: 'Još nije odobreno za objavu.',
      order: 1,
      shown: false,
    },
    overrideAccess: true,
    context,
  })
})

afterAll(async () => {
  await deleteAll(payload, 'team-members')
  await deleteAll(payload, 'testimonials')
})

describe('the team and the testimonials of the about section', () => {
  it('lists the members marked as shown, in their order, with the role in each language', async () => {
    const croatian = await listTeam(payload, 'hr')
    expect(croatian.map((person) => [person.name, person.role])).toEqual([
      ['Marija Kovačević', 'Direktorica'],
      ['Ivan Perić', 'Voditelj EU projekata'],
    ])
    expect(croatian.every((person) => person.photo === null)).toBe(true)
    expect((await listTeam(payload, 'en')).map((person) => person.role)).toEqual([
      'Managing director',
      'EU project manager',
    ])
    expect((await listTeam(payload, 'de')).map((person) => person.role)).toEqual([
      'Geschäftsführerin',
      'Leiter EU-Projekte',
    ])
  })

  it('lists the shown testimonials in their order; one without a company has none', async () => {
    const listed = await listTestimonials(payload, 'hr')
    expect(listed.map((item) => [item.name, item.company])).toEqual([
      ['Marko Šimunović', null],
      ['Josip Vuković', 'Pekara Zlatno zrno'],
    ])
    // English falls back to the Croatian words until an editor writes them.
    expect((await listTestimonials(payload, 'en'))[1]!.quote).toBe(
      'Poslovni plan bio je gotov za tri tjedna.',
    )
  })

  it('shows hidden entries to editors in /admin, never to visitors', async () => {
    const anonymous = await payload.find({ collection: 'team-members', overrideAccess: false })
    expect(anonymous.docs.map((doc) => doc.name)).not.toContain('Petra Šarić')
    const editor = { collection: 'users', id: 0, role: 'editor', email: 'e@example.com' }
    const all = await payload.find({
      collection: 'testimonials',
      overrideAccess: false,
      user: editor as never,
    })
    expect(all.docs.map((doc) => doc.name)).toContain('Skriveni Klijent')
    const hidden = await payload.find({
      collection: 'testimonials',
      overrideAccess: false,
      where: { shown: { equals: false } },
    })
    expect(hidden.totalDocs).toBe(0)
  })
})
