import type { Payload } from 'payload'

import type { FeatureDemo } from '@/core/feature'
import { createIllustration, createLocalized, daysAgo, isEmpty, type Localized } from '@/seed/kit'
import { paragraphsToLexical } from '@/seed/lexical'

import { demoArticles } from './articles'

const categories = [
  { key: 'eu-funding', title: { hr: 'EU fondovi', en: 'EU funding', de: 'EU-Fördermittel' } },
  {
    key: 'business-planning',
    title: { hr: 'Poslovno planiranje', en: 'Business planning', de: 'Unternehmensplanung' },
  },
  { key: 'financial', title: { hr: 'Financije', en: 'Finance', de: 'Finanzen' } },
] as const

/** The article categories by key: the ones already there, the others created. */
async function seedCategories(payload: Payload) {
  const ids = new Map<string, number>()
  for (const category of categories) {
    const existing = await payload.find({
      collection: 'categories',
      where: { key: { equals: category.key } },
      limit: 1,
      overrideAccess: true,
    })
    const found = existing.docs[0]
    const doc =
      found ??
      (await createLocalized(
        payload,
        'categories',
        { key: category.key },
        { title: category.title },
      ))
    ids.set(category.key, doc.id as number)
  }
  return ids
}

async function seedArticles(payload: Payload, categoryIds: Map<string, number>) {
  if (!(await isEmpty(payload, 'articles'))) return 0
  let index = 0
  for (const article of demoArticles) {
    const featuredImage = await createIllustration(payload, article.key, index + 2, article.title)
    const content: Localized<unknown> = {
      hr: paragraphsToLexical(article.body.hr),
      en: paragraphsToLexical(article.body.en),
      de: paragraphsToLexical(article.body.de),
    }
    await createLocalized(
      payload,
      'articles',
      {
        publishedDate: daysAgo(article.publishedDaysAgo),
        category: categoryIds.get(article.category),
        featuredImage,
      },
      { title: article.title, excerpt: article.excerpt, content },
    )
    index += 1
  }
  return demoArticles.length
}

/** The article categories (always there) and the demo articles with their illustrations. */
export const demo: FeatureDemo = {
  seed: async (payload) => ({
    articles: await seedArticles(payload, await seedCategories(payload)),
  }),
}
