import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed/seed'

import { deleteAllUsers, getTestPayload, resetSiteSettings } from './payload'

const contentCollections = [
  'funding-calls',
  'articles',
  'case-studies',
  'faqs',
  'team-members',
  'testimonials',
  'jobs',
  'downloads',
  'pages',
  'activity-codes',
  'activity-code-links',
  'bookings',
  'advisers',
] as const

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  await deleteAllUsers(payload)
  await resetSiteSettings(payload)
  for (const collection of contentCollections) {
    await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
  }
})

describe('seed', () => {
  it('fills empty site settings in three languages and creates the admin from the environment', async () => {
    const result = await seed(payload, {
      adminEmail: 'admin@fondium.example',
      adminPassword: 'a-long-admin-password',
    })
    expect(result).toEqual({
      admin: true,
      siteSettings: true,
      content: {
        fundingCalls: 40,
        articles: 15,
        caseStudies: 5,
        faqs: 31,
        team: 5,
        testimonials: 6,
        jobs: 2,
        downloads: 3,
        pages: 12,
        activityCodes: 105,
        advisers: 1,
      },
    })
    // The demo adviser takes bookings in the contact card's hours.
    const [adviser] = (await payload.find({ collection: 'advisers', overrideAccess: true })).docs
    expect(adviser?.active).toBe(true)
    expect(adviser?.hours?.map(({ day, from, to }) => `${day} ${from}-${to}`)).toEqual([
      '1 08:00-17:00',
      '2 08:00-17:00',
      '3 08:00-17:00',
      '4 08:00-17:00',
      '5 08:00-17:00',
    ])
    // Only the demo calls' codes, marked demo, with their names and the NKD 2025 pairs.
    const codes = await payload.find({
      collection: 'activity-codes',
      where: { code: { equals: '62.01' } },
      overrideAccess: true,
    })
    expect(codes.docs).toEqual([
      expect.objectContaining({
        classification: 'nkd2007',
        level: 'class',
        parent: '62.0',
        demo: true,
        name: {
          hr: 'Računalno programiranje',
          en: 'Computer programming activities',
          de: 'Programmierungstätigkeiten',
        },
      }),
    ])
    const links = await payload.find({
      collection: 'activity-code-links',
      where: { code2007: { equals: '56.10' } },
      sort: 'code2025',
      overrideAccess: true,
    })
    expect(links.docs.map((link) => [link.code2025, link.demo])).toEqual([
      ['56.11', true],
      ['56.12', true],
    ])

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
    // The whole demo seed (illustrations drawn and resized, 40 calls, 12 pages in three
    // languages): 16 s alone, up to 55 s beside three other test files on two cores.
  }, 180_000)

  it('seeds realistic content in three languages, with the cases the pages must handle', async () => {
    const now = Date.now()
    const calls = await payload.find({
      collection: 'funding-calls',
      limit: 100,
      depth: 0,
      locale: 'de',
    })
    // 40 calls: 29 open (6 of them until funds run out), 4 forthcoming, 7 closed.
    expect(calls.totalDocs).toBe(40)
    const notClosed = calls.docs.filter(
      (call) => !call.deadline || new Date(call.deadline).getTime() >= now,
    )
    expect(notClosed.length).toBe(33)
    expect(calls.docs.filter((call) => !call.deadline)).toHaveLength(6)
    expect(
      calls.docs.filter((call) => call.opensAt && new Date(call.opensAt).getTime() > now),
    ).toHaveLength(4)
    // Every call has a programme and applicants; 12 are limited to some counties.
    expect(calls.docs.every((call) => typeof call.programme === 'number')).toBe(true)
    expect(calls.docs.every((call) => (call.applicantTypes ?? []).length > 0)).toBe(true)
    expect(calls.docs.filter((call) => (call.counties ?? []).length > 0)).toHaveLength(12)
    expect(calls.docs.filter((call) => typeof call.amountMax === 'number').length).toBe(37)
    // Codes at all three levels, each row with its division and group.
    const codes = calls.docs.flatMap((call) => call.nkdCodes ?? [])
    expect(new Set(codes.map((row) => row.code.length))).toEqual(new Set([2, 4, 5]))
    for (const row of codes) {
      expect(row.codeDivision).toBe(row.code.slice(0, 2))
      expect(row.codeGroup ?? null).toBe(row.code.length >= 4 ? row.code.slice(0, 4) : null)
    }
    expect(
      notClosed.filter((call) => call.nkdCodes?.some((row) => row.code === '62.01')).length,
    ).toBeGreaterThanOrEqual(3)
    expect(calls.docs.filter((call) => !call.image).length).toBe(34)
    expect(calls.docs.filter((call) => !call.fullDescription).length).toBe(23)
    const programmes = await payload.find({ collection: 'programmes', limit: 100, locale: 'en' })
    expect(new Set(programmes.docs.map((programme) => programme.kind))).toEqual(
      new Set(['eu', 'national', 'regional', 'local']),
    )
    const croatian = await payload.find({
      collection: 'funding-calls',
      limit: 100,
      depth: 0,
      locale: 'hr',
    })
    const hrName = new Map(croatian.docs.map((call) => [call.id, call.fundName]))
    const translated = calls.docs.filter((call) => call.fundName !== hrName.get(call.id))
    expect(translated.length).toBeGreaterThanOrEqual(38)

    // Anonymous readers see the 13 published articles, newest first; the future and undated ones not.
    const visible = await payload.find({
      collection: 'articles',
      overrideAccess: false,
      sort: '-publishedDate',
      limit: 12,
      depth: 1,
      locale: 'en',
    })
    expect(visible.totalDocs).toBe(13)
    expect(visible.docs).toHaveLength(12)
    const dates = visible.docs.map((article) => new Date(article.publishedDate!).getTime())
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    expect(visible.docs[0]!.readingTime).toBeGreaterThanOrEqual(1)
    expect(
      typeof visible.docs[0]!.category === 'object' && visible.docs[0]!.category?.title,
    ).toMatch(/EU funding|Business planning|Finance/)
    expect(await payload.count({ collection: 'articles' })).toEqual({ totalDocs: 15 })

    const studies = await payload.find({ collection: 'case-studies', locale: 'hr', depth: 0 })
    expect(studies.totalDocs).toBe(5)
    const study = studies.docs[0]!
    expect(study.metrics!.length).toBeGreaterThanOrEqual(3)
    const german = await payload.findByID({
      collection: 'case-studies',
      id: study.id,
      locale: 'de',
    })
    expect(german.metrics!.map((row) => row.value)).toEqual(study.metrics!.map((row) => row.value))
    expect(german.metrics![0]!.label).not.toBe(study.metrics![0]!.label)

    // The assistant's FAQ: the same entries in three languages, each pointing to a page.
    for (const locale of ['hr', 'en', 'de'] as const) {
      const faqs = await payload.find({
        collection: 'faqs',
        locale,
        limit: 100,
        overrideAccess: false,
      })
      expect(faqs.totalDocs).toBeGreaterThanOrEqual(15)
      expect(faqs.docs.every((faq) => faq.question.endsWith('?') && faq.page.startsWith('/'))).toBe(
        true,
      )
    }
    const hrFaq = await payload.find({
      collection: 'faqs',
      locale: 'hr',
      where: { key: { equals: 'fees' } },
    })
    const deFaq = await payload.find({
      collection: 'faqs',
      locale: 'de',
      where: { key: { equals: 'fees' } },
    })
    expect(deFaq.docs[0]!.answer).not.toBe(hrFaq.docs[0]!.answer)

    // Two open job openings in three languages, and three downloads with their files: two PDF
    // guides and a spreadsheet, two of them behind an e-mail.
    const jobs = await payload.find({ collection: 'jobs', locale: 'de', overrideAccess: false })
    expect(jobs.docs.map((job) => job.employmentType)).toEqual(['internship', 'full-time'])
    expect(jobs.docs.every((job) => new Date(job.closingDate).getTime() > now)).toBe(true)
    expect(jobs.docs[0]!.title).toMatch(/Praktikum/)
    const downloads = await payload.find({
      collection: 'downloads',
      locale: 'en',
      sort: 'order',
      depth: 0,
      overrideAccess: true,
    })
    expect(
      downloads.docs.map((doc) => [doc.filename, doc.mimeType, doc.gated, doc.language]),
    ).toEqual([
      ['vodic-kroz-eu-fondove-2026.pdf', 'application/pdf', false, 'hr'],
      ['predlozak-poslovnog-plana.pdf', 'application/pdf', true, 'hr'],
      [
        'financijski-model.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        true,
        'hr',
      ],
    ])
    expect(downloads.docs[0]!.title).toBe('EU Funding Guide 2026')
    expect(downloads.docs.every((doc) => (doc.filesize ?? 0) > 1000 && doc.cover)).toBe(true)

    const media = await payload.find({ collection: 'media', limit: 1, locale: 'de' })
    expect(media.docs[0]).toMatchObject({ mimeType: 'image/webp', width: 1200, height: 675 })
    expect(media.docs[0]!.sizes?.card?.filename).toMatch(/\.webp$/)
  })

  it('publishes the site’s pages with today’s copy, per language', async () => {
    const pages = await payload.find({
      collection: 'pages',
      limit: 0,
      sort: 'path',
      select: { path: true, _status: true },
    })
    expect(pages.docs.map((page) => page.path)).toEqual([
      '/',
      '/careers',
      '/cookies',
      '/privacy',
      '/resources',
      '/services/consultancy',
      '/services/entrepreneur-consulting',
      '/services/eu-business-plans',
      '/services/eu-funding',
      '/services/financial-advisory',
      '/services/grant-business-plans',
      '/terms',
    ])
    expect(pages.docs.every((page) => page._status === 'published')).toBe(true)
    const home = (locale: 'hr' | 'en' | 'de') =>
      payload
        .find({ collection: 'pages', locale, where: { path: { equals: '/' } }, depth: 0 })
        .then(({ docs }) => docs[0]!.layout.map((block) => block.blockType))
    expect(await home('de')).toEqual([
      'hero',
      'serviceCards',
      'stats',
      'fundingCheck',
      'about',
      'insights',
      'contact',
    ])
    const funding = await payload.find({
      collection: 'pages',
      locale: 'en',
      where: { path: { equals: '/services/eu-funding' } },
      depth: 0,
    })
    const hero = funding.docs[0]!.layout[0]
    expect(hero).toMatchObject({ blockType: 'serviceHero', title: 'EU funding' })
    expect(funding.docs[0]!.meta?.title).toBeTruthy()
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
    expect(result).toEqual({
      admin: false,
      siteSettings: false,
      content: {
        fundingCalls: 0,
        articles: 0,
        caseStudies: 0,
        faqs: 0,
        team: 0,
        testimonials: 0,
        jobs: 0,
        downloads: 0,
        pages: 0,
        activityCodes: 0,
        advisers: 0,
      },
    })
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
