import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { incrementViewCount } from '@/features/insights/incrementViewCount'
import type { Article, User } from '@/payload-types'

import { lexicalParagraph, linkNode, textNode } from '../fixtures/lexical'
import { deleteAllUsers, forbidden, getTestPayload, invalidField, userData } from './payload'

let payload: Payload
let editor: User
let member: User

const day = 24 * 60 * 60 * 1000
const daysFromNow = (days: number) => new Date(Date.now() + days * day).toISOString()

async function createArticle(
  title: string,
  publishedDate: string | null,
  extra: Partial<Article> = {},
) {
  return payload.create({
    collection: 'articles',
    data: { title, excerpt: `${title}: sažetak.`, publishedDate, ...extra },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  await deleteAllUsers(payload)
  for (const collection of ['articles', 'case-studies', 'funding-calls'] as CollectionSlug[]) {
    await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
  }
  const password = 'correct-horse-battery-42'
  await payload.create({
    collection: 'users',
    data: userData({ email: 'admin@content.example', password, fullName: 'Admin' }),
    overrideAccess: true,
  })
  editor = await payload.create({
    collection: 'users',
    data: userData({
      email: 'editor@content.example',
      password,
      fullName: 'Editor',
      role: 'editor',
    }),
    overrideAccess: true,
  })
  member = await payload.create({
    collection: 'users',
    data: userData({ email: 'member@content.example', password, fullName: 'Member' }),
    overrideAccess: true,
  })
})

describe('content access', () => {
  const samples = {
    'funding-calls': {
      fundName: 'NPOO: digitalna transformacija',
      shortDescription: 'Potpore za digitalizaciju poslovanja malih i srednjih poduzeća.',
      deadline: daysFromNow(30),
      nkdCodes: [{ code: '62.01' }],
    },
    articles: {
      title: 'Kako pročitati natječaj',
      excerpt: 'Pet koraka.',
      publishedDate: daysFromNow(-1),
    },
    'case-studies': {
      title: 'Nova linija za preradu',
      industry: 'Prerada hrane',
      clientName: 'Slavonka d.o.o.',
      challenge: 'Zastarjela oprema.',
      solution: 'Prijava na EFRR.',
      results: 'Dvostruki kapacitet.',
      publishedDate: daysFromNow(-1),
    },
    categories: { title: 'EU fondovi', key: 'test-eu-fondovi' },
    'team-members': { name: 'Nikolina Babić', role: 'Savjetnica za ruralni razvoj' },
    jobs: {
      title: 'Savjetnik za EU projekte',
      location: 'Osijek',
      employmentType: 'full-time',
      description: lexicalParagraph(textNode('Opis posla.')),
      closingDate: daysFromNow(20),
    },
    testimonials: {
      quote: 'Prijava je bila gotova na vrijeme.',
      name: 'Zoran Lovrić',
      role: 'Vlasnik',
      company: 'Stolarija Lovrić',
    },
  } as const

  for (const [collection, data] of Object.entries(samples)) {
    it(`${collection}: editors write, members and anonymous visitors cannot`, async () => {
      const slug = collection as CollectionSlug
      for (const user of [undefined, member]) {
        await expect(
          payload.create({ collection: slug, data: data as never, overrideAccess: false, user }),
        ).rejects.toMatchObject(forbidden)
      }
      const doc = await payload.create({
        collection: slug,
        data: data as never,
        overrideAccess: false,
        user: editor,
        context: { disableRevalidate: true },
      })
      for (const user of [undefined, member]) {
        await expect(
          payload.update({ collection: slug, id: doc.id, data: {}, overrideAccess: false, user }),
        ).rejects.toMatchObject(forbidden)
        await expect(
          payload.delete({ collection: slug, id: doc.id, overrideAccess: false, user }),
        ).rejects.toMatchObject(forbidden)
      }
      const read = await payload.findByID({ collection: slug, id: doc.id, overrideAccess: false })
      expect(read.id).toBe(doc.id)
      await payload.delete({
        collection: slug,
        id: doc.id,
        overrideAccess: false,
        user: editor,
        context: { disableRevalidate: true },
      })
      expect(
        (await payload.count({ collection: slug, where: { id: { equals: doc.id } } })).totalDocs,
      ).toBe(0)
    })
  }
})

describe('publication date rule', () => {
  it('hides articles without a date or dated in the future from anyone but editors', async () => {
    const published = await createArticle('Objavljen', daysFromNow(-2))
    const undated = await createArticle('Bez datuma', null)
    const future = await createArticle('Budući', daysFromNow(3))

    for (const user of [undefined, member]) {
      const visible = await payload.find({
        collection: 'articles',
        overrideAccess: false,
        user,
        limit: 100,
      })
      const ids = visible.docs.map((doc) => doc.id)
      expect(ids).toContain(published.id)
      expect(ids).not.toContain(undated.id)
      expect(ids).not.toContain(future.id)
      await expect(
        payload.findByID({ collection: 'articles', id: future.id, overrideAccess: false, user }),
      ).rejects.toMatchObject({ status: 404 })
    }
    const all = await payload.find({
      collection: 'articles',
      overrideAccess: false,
      user: editor,
      limit: 100,
    })
    expect(all.docs.map((doc) => doc.id)).toEqual(
      expect.arrayContaining([published.id, undated.id, future.id]),
    )
  })

  it('applies the same rule to case studies', async () => {
    const future = await payload.create({
      collection: 'case-studies',
      data: {
        title: 'Tek dolazi',
        industry: 'IT',
        clientName: 'Drava IT d.o.o.',
        challenge: 'a',
        solution: 'b',
        results: 'c',
        publishedDate: daysFromNow(10),
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const visible = await payload.find({ collection: 'case-studies', overrideAccess: false })
    expect(visible.docs.map((doc) => doc.id)).not.toContain(future.id)
  })
})

describe('funding calls', () => {
  it('accept only activity codes of the form NN.NN', async () => {
    await expect(
      payload.create({
        collection: 'funding-calls',
        data: {
          fundName: 'Loš kod',
          shortDescription: 'Test.',
          deadline: daysFromNow(5),
          nkdCodes: [{ code: '62.01' }, { code: '6201' }],
        },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject(invalidField('nkdCodes.1.code'))
  })
})

describe('articles', () => {
  it('compute the reading time from the content when it is left empty', async () => {
    const words = Array.from({ length: 450 }, (_, index) => `riječ${index}`).join(' ')
    const content = lexicalParagraph(textNode(words))
    const article = await createArticle('Dugi članak', daysFromNow(-1), {
      content: content as never,
    })
    expect(article.readingTime).toBe(3)
    const manual = await createArticle('Ručno', daysFromNow(-1), {
      content: content as never,
      readingTime: 7,
    })
    expect(manual.readingTime).toBe(7)
  })

  it('refuse links to javascript: and other unsafe addresses, and keep safe ones', async () => {
    const withLink = (url: string) => lexicalParagraph(linkNode(url)) as never
    for (const url of ['javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x']) {
      await expect(
        createArticle('Opasna poveznica', daysFromNow(-1), { content: withLink(url) }),
      ).rejects.toMatchObject(invalidField('content'))
    }
    const safe = await createArticle('Sigurna poveznica', daysFromNow(-1), {
      content: withLink('mailto:info@example.hr'),
    })
    expect(JSON.stringify(safe.content)).toContain('mailto:info@example.hr')
  })

  it('never take a view count from outside', async () => {
    const article = await createArticle('Brojač', daysFromNow(-1))
    const updated = await payload.update({
      collection: 'articles',
      id: article.id,
      data: { viewCount: 1000 },
      overrideAccess: false,
      user: editor,
      context: { disableRevalidate: true },
    })
    expect(updated.viewCount).toBe(0)
  })

  it('count 50 concurrent views as exactly 50, and none for unpublished articles', async () => {
    const article = await createArticle('Popularan', daysFromNow(-1))
    const results = await Promise.all(
      Array.from({ length: 50 }, () => incrementViewCount(payload, article.id)),
    )
    expect(results.every((count) => typeof count === 'number')).toBe(true)
    expect(new Set(results).size).toBe(50)
    const stored = await payload.findByID({ collection: 'articles', id: article.id })
    expect(stored.viewCount).toBe(50)

    const hidden = await createArticle('Skriven', daysFromNow(5))
    expect(await incrementViewCount(payload, hidden.id)).toBeNull()
    expect((await payload.findByID({ collection: 'articles', id: hidden.id })).viewCount).toBe(0)
    expect(await incrementViewCount(payload, 999_999)).toBeNull()
  })
})
