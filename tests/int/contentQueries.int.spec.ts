import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { findCaseStudy, listCaseStudies } from '@/features/case-studies/caseStudies'
import { searchCatalogue } from '@/features/funding-calls/catalogue'
import { findFundingCall } from '@/features/funding-calls/fundingCalls'
import { readCatalogueFilters } from '@/features/funding-calls/rules/catalogueFilters'
import { findArticle, listArticles } from '@/features/insights/articles'
import { drawIllustration } from '@/seed/illustration'
import { listSitemapItems } from '@/seo/sitemap'

import { lexicalParagraph, textNode } from '../fixtures/lexical'
import { deleteAll, getTestPayload } from './payload'

let payload: Payload

const day = 24 * 60 * 60 * 1000
const daysFromNow = (days: number) => new Date(Date.now() + days * day).toISOString()
const noRevalidate = { disableRevalidate: true }

async function createArticle(title: string, publishedDate: string | null) {
  return payload.create({
    collection: 'articles',
    data: { title, excerpt: `${title}: sažetak.`, publishedDate },
    overrideAccess: true,
    context: noRevalidate,
  })
}

async function createCaseStudy(title: string, publishedDate: string | null) {
  return payload.create({
    collection: 'case-studies',
    data: {
      title,
      industry: 'Proizvodnja',
      clientName: `${title} d.o.o.`,
      challenge: 'Zastarjela oprema.',
      solution: 'Prijava na natječaj.',
      results: 'Odobrena potpora.',
      publishedDate,
      metrics: [{ label: 'new_jobs', value: '12' }],
    },
    overrideAccess: true,
    context: noRevalidate,
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  for (const collection of ['articles', 'case-studies', 'funding-calls'] as CollectionSlug[]) {
    await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
  }
})

describe('article queries of the site', () => {
  it('list the 12 newest published articles, newest first, never undated or future ones', async () => {
    const published = []
    for (let index = 1; index <= 14; index++) {
      published.push(await createArticle(`Članak ${index}`, daysFromNow(-index)))
    }
    const future = await createArticle('Budući članak', daysFromNow(3))
    const undated = await createArticle('Nedatiran članak', null)

    const list = await listArticles(payload, 'hr')
    expect(list.map((article) => article.title)).toEqual(
      Array.from({ length: 12 }, (_, index) => `Članak ${index + 1}`),
    )
    expect(list[0]).toMatchObject({ excerpt: 'Članak 1: sažetak.', category: null, image: null })

    expect(await findArticle(payload, 'hr', published[13]!.id)).toMatchObject({
      title: 'Članak 14',
    })
    expect(await findArticle(payload, 'hr', future.id)).toBeNull()
    expect(await findArticle(payload, 'hr', undated.id)).toBeNull()
    expect(await findArticle(payload, 'hr', 987_654)).toBeNull()
  })

  it('fall back to Croatian where a translation is missing', async () => {
    const article = await createArticle('Samo hrvatski naslov', daysFromNow(-30))
    const english = await findArticle(payload, 'en', article.id)
    expect(english?.title).toBe('Samo hrvatski naslov')
  })
})

describe('case-study queries of the site', () => {
  it('list at most 12 published case studies, newest first', async () => {
    for (let index = 1; index <= 13; index++) {
      await createCaseStudy(`Studija ${index}`, daysFromNow(-index))
    }
    const hidden = await createCaseStudy('Buduća studija', daysFromNow(1))
    const list = await listCaseStudies(payload, 'hr')
    expect(list).toHaveLength(12)
    expect(list[0]).toMatchObject({ title: 'Studija 1', industry: 'Proizvodnja' })
    expect(list.at(-1)?.title).toBe('Studija 12')
    expect(await findCaseStudy(payload, 'hr', hidden.id)).toBeNull()
    const detail = await findCaseStudy(payload, 'hr', list[0]!.id)
    expect(detail).toMatchObject({
      clientName: 'Studija 1 d.o.o.',
      metrics: [{ label: 'new_jobs', value: '12' }],
    })
  })
})

describe('funding-call queries of the site', () => {
  it('list the catalogue (closed calls on their own), with images, and read one with its codes', async () => {
    const data = await drawIllustration(3)
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'Solarni paneli na krovu tvornice' },
      file: { data, mimetype: 'image/webp', name: 'natjecaj-test.webp', size: data.length },
      overrideAccess: true,
      context: noRevalidate,
    })
    const deadlines = [daysFromNow(40), daysFromNow(-10), daysFromNow(200), daysFromNow(5)]
    for (const [index, deadline] of deadlines.entries()) {
      await payload.create({
        collection: 'funding-calls',
        data: {
          fundName: `Natječaj ${index}`,
          shortDescription: 'Kratki opis.',
          deadline,
          image: index === 2 ? image.id : null,
          nkdCodes: [{ code: '62.01' }, { code: '10.71' }],
        },
        overrideAccess: true,
        context: noRevalidate,
      })
    }
    const catalogue = async (query: string) =>
      (await searchCatalogue(payload, 'de', readCatalogueFilters(new URLSearchParams(query)))).calls
    const list = await catalogue('')
    expect(list.map((call) => call.fundName)).toEqual(['Natječaj 3', 'Natječaj 0', 'Natječaj 2'])
    expect((await catalogue('status=closed')).map((call) => call.fundName)).toEqual(['Natječaj 1'])
    expect(list[2]!.image).toEqual({
      url: expect.stringMatching(/^\/api\/media\/file\/natjecaj-test.*\.webp$/),
      alt: 'Solarni paneli na krovu tvornice',
      width: 1200,
      height: 675,
      ogUrl: expect.stringMatching(/^\/api\/media\/file\/natjecaj-test.*1200x630\.jpg$/),
    })
    expect(list[1]!.image).toBeNull()
    const detail = await findFundingCall(payload, 'hr', list[2]!.id)
    expect(detail).toMatchObject({
      fundName: 'Natječaj 2',
      fullDescription: null,
      funding: null,
      nkdCodes: ['62.01', '10.71'],
    })
    expect(await findFundingCall(payload, 'hr', 987_654)).toBeNull()
  })
})

describe('sitemap items', () => {
  it('include every call and only published articles and case studies', async () => {
    const items = await listSitemapItems(payload)
    const paths = items.map((item) => item.path)
    const articles = await payload.find({ collection: 'articles', pagination: false, depth: 0 })
    for (const article of articles.docs) {
      const visible =
        Boolean(article.publishedDate) && article.publishedDate! <= new Date().toISOString()
      expect(paths.includes(`/insights/${article.id}`), article.title).toBe(visible)
    }
    expect(paths.filter((path) => path.startsWith('/insights/'))).toHaveLength(15)
    expect(paths.filter((path) => path.startsWith('/case-studies/'))).toHaveLength(13)
    expect(paths.filter((path) => path.startsWith('/natjecaj/'))).toHaveLength(4)
    expect(items.every((item) => !Number.isNaN(Date.parse(item.updatedAt)))).toBe(true)
  })

  it('include the open job openings only', async () => {
    const job = (title: string, days: number) =>
      payload.create({
        collection: 'jobs',
        data: {
          title,
          location: 'Osijek',
          employmentType: 'full-time',
          description: lexicalParagraph(textNode('Opis posla.')) as never,
          closingDate: new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString(),
        },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    const open = await job('Otvoren oglas', 5)
    const closed = await job('Zatvoren oglas', -2)
    const paths = (await listSitemapItems(payload)).map((item) => item.path)
    expect(paths).toContain(`/careers/${open.id}`)
    expect(paths).not.toContain(`/careers/${closed.id}`)
    await deleteAll(payload, 'jobs')
  })
})
