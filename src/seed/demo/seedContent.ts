import type { CollectionSlug, Payload } from 'payload'

import { locales, type Locale } from '@/i18n/locales'
import { zagrebDay } from '@/lib/zagreb'

import { demoCodeLinks, demoCodes2007, demoCodes2025, demoKeywords } from './activityCodes'
import { demoAdvisers } from './advisers'
import { demoArticles } from './articles'
import { demoCaseStudies } from './caseStudies'
import { demoDownloads } from './downloads'
import { demoFaqs } from './faq'
import { demoTeam, demoTestimonials } from './team'
import { demoFundingCalls } from './fundingCalls'
import { drawIllustration } from './illustration'
import { demoJobs } from './jobs'
import { demoPages } from './pages'
import { demoProgrammes } from './programmes'
import { paragraphsToLexical } from './lexical'
import type { Localized } from './types'

// A fresh object per operation: Payload keeps per-request state in it (the storage plugin keeps the
// uploaded file there), which must not leak from one document into the next.
const context = () => ({ disableRevalidate: true })
const day = 24 * 60 * 60 * 1000
const otherLocales = locales.filter((locale) => locale !== 'hr')

const categories = [
  { key: 'eu-funding', title: { hr: 'EU fondovi', en: 'EU funding', de: 'EU-Fördermittel' } },
  {
    key: 'business-planning',
    title: { hr: 'Poslovno planiranje', en: 'Business planning', de: 'Unternehmensplanung' },
  },
  { key: 'financial', title: { hr: 'Financije', en: 'Finance', de: 'Finanzen' } },
] as const

/** The date `days` days before (positive) or after (negative) now, or null. */
const daysAgo = (days: number | null) =>
  days === null ? null : new Date(Date.now() - days * day).toISOString()

/** The value of every localized field for one language. */
const pick = <T extends Record<string, unknown>>(fields: T, locale: Locale) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, (value as Localized<unknown>)[locale]]),
  )

const isEmpty = async (payload: Payload, collection: CollectionSlug) =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs === 0

/**
 * Creates a document in Croatian, then adds its English and German texts. `perLocale` adds data
 * that depends on the created document (such as localized fields inside array rows).
 */
async function createLocalized(
  payload: Payload,
  collection: CollectionSlug,
  shared: Record<string, unknown>,
  localized: Record<string, Localized<unknown>>,
  perLocale: (locale: Locale, doc: object) => Record<string, unknown> = () => ({}),
  file?: { data: Buffer; mimetype: string; name: string; size: number },
) {
  const doc = await payload.create({
    collection,
    locale: 'hr',
    data: { ...shared, ...pick(localized, 'hr') } as never,
    file,
    overrideAccess: true,
    context: context(),
  })
  for (const locale of otherLocales) {
    await payload.update({
      collection,
      id: doc.id,
      locale,
      data: { ...pick(localized, locale), ...perLocale(locale, doc) } as never,
      overrideAccess: true,
      context: context(),
    })
  }
  return doc
}

async function createIllustration(
  payload: Payload,
  key: string,
  seed: number,
  alt: Localized<string>,
) {
  const data = await drawIllustration(seed)
  const file = { data, mimetype: 'image/webp', name: `demo-${key}.webp`, size: data.length }
  const media = await createLocalized(payload, 'media', {}, { alt }, undefined, file)
  return media.id
}

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

/** The demo programmes by key: the ones already there (by Croatian name), the others created. */
async function seedProgrammes(payload: Payload): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const programme of demoProgrammes) {
    const existing = await payload.find({
      collection: 'programmes',
      locale: 'hr',
      where: { name: { equals: programme.name.hr } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (existing.docs[0]) {
      ids.set(programme.key, existing.docs[0].id)
      continue
    }
    const localized: Record<string, Localized<unknown>> = { name: programme.name }
    if (programme.managingBody) localized.managingBody = programme.managingBody
    const doc = await createLocalized(
      payload,
      'programmes',
      { kind: programme.kind, website: programme.website },
      localized,
    )
    ids.set(programme.key, doc.id as number)
  }
  return ids
}

async function seedFundingCalls(payload: Payload) {
  if (!(await isEmpty(payload, 'funding-calls'))) return 0
  const programmes = await seedProgrammes(payload)
  const at = (days: number | null | undefined) =>
    days === null || days === undefined ? null : new Date(Date.now() + days * day).toISOString()
  let index = 0
  for (const call of demoFundingCalls) {
    const image = call.withImage
      ? await createIllustration(payload, call.key, index, call.fundName)
      : undefined
    const localized: Record<string, Localized<unknown>> = {
      fundName: call.fundName,
      shortDescription: call.shortDescription,
    }
    if (call.fullDescription) localized.fullDescription = call.fullDescription
    await createLocalized(
      payload,
      'funding-calls',
      {
        programme: programmes.get(call.programme) ?? null,
        opensAt: at(call.opensInDays),
        deadline: at(call.deadlineInDays),
        amountMin: call.amountMin ?? null,
        amountMax: call.amountMax ?? null,
        aidIntensityMax: call.aidIntensityMax ?? null,
        applicantTypes: call.applicantTypes,
        counties: call.counties ?? [],
        sourceUrl: call.sourceUrl ?? null,
        lastVerified: new Date(Date.now() - 3 * day).toISOString(),
        nkdCodes: call.nkdCodes.map((code) => ({ code })),
        image,
      },
      localized,
    )
    index += 1
  }
  return demoFundingCalls.length
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

async function seedCaseStudies(payload: Payload) {
  if (!(await isEmpty(payload, 'case-studies'))) return 0
  let index = 0
  for (const study of demoCaseStudies) {
    const featuredImage = await createIllustration(payload, study.key, index + 4, study.title)
    await createLocalized(
      payload,
      'case-studies',
      {
        clientName: study.clientName,
        fundingAmount: study.fundingAmount,
        publishedDate: daysAgo(study.publishedDaysAgo),
        featuredImage,
        metrics: study.metrics.map((metric) => ({ label: metric.label.hr, value: metric.value })),
      },
      {
        title: study.title,
        industry: study.industry,
        timeline: study.timeline,
        challenge: study.challenge,
        solution: study.solution,
        results: study.results,
      },
      // Metric labels are localized inside the array rows: the same rows, labelled per language.
      (locale, doc) => ({
        metrics: (doc as { metrics: { id: string; value: string }[] }).metrics.map(
          (row, position) => ({
            id: row.id,
            value: row.value,
            label: study.metrics[position]!.label[locale],
          }),
        ),
      }),
    )
    index += 1
  }
  return demoCaseStudies.length
}

async function seedFaqs(payload: Payload) {
  if (!(await isEmpty(payload, 'faqs'))) return 0
  for (const faq of demoFaqs) {
    await createLocalized(
      payload,
      'faqs',
      { key: faq.key, page: faq.page },
      { question: faq.question, answer: faq.answer },
    )
  }
  return demoFaqs.length
}

async function seedTeam(payload: Payload) {
  if (!(await isEmpty(payload, 'team-members'))) return 0
  for (const [index, member] of demoTeam.entries()) {
    await createLocalized(
      payload,
      'team-members',
      { name: member.name, order: (index + 1) * 10, shown: true },
      { role: member.role },
    )
  }
  return demoTeam.length
}

/** The demo adviser (the collection's default hours: Monday to Friday 8:00–17:00). */
async function seedAdvisers(payload: Payload) {
  if (!(await isEmpty(payload, 'advisers'))) return 0
  for (const adviser of demoAdvisers) {
    await payload.create({
      collection: 'advisers',
      data: { ...adviser, active: true },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  }
  return demoAdvisers.length
}

async function seedTestimonials(payload: Payload) {
  if (!(await isEmpty(payload, 'testimonials'))) return 0
  for (const [index, testimonial] of demoTestimonials.entries()) {
    await createLocalized(
      payload,
      'testimonials',
      {
        name: testimonial.name,
        company: testimonial.company ?? null,
        order: (index + 1) * 10,
        shown: true,
      },
      { role: testimonial.role, quote: testimonial.quote },
    )
  }
  return demoTestimonials.length
}

async function seedJobs(payload: Payload) {
  if (!(await isEmpty(payload, 'jobs'))) return 0
  for (const job of demoJobs) {
    // Noon in UTC of the closing day in Zagreb, as /admin's day picker stores a day.
    const closingDay = zagrebDay(new Date(Date.now() + job.closesInDays * day))
    await createLocalized(
      payload,
      'jobs',
      {
        employmentType: job.employmentType,
        closingDate: `${closingDay}T12:00:00.000Z`,
        shown: true,
      },
      {
        title: job.title,
        location: job.location,
        description: {
          hr: paragraphsToLexical(job.description.hr),
          en: paragraphsToLexical(job.description.en),
          de: paragraphsToLexical(job.description.de),
        },
      },
    )
  }
  return demoJobs.length
}

async function seedDownloads(payload: Payload) {
  if (!(await isEmpty(payload, 'downloads'))) return 0
  for (const [index, download] of demoDownloads.entries()) {
    const cover = await createIllustration(payload, download.key, index + 7, download.title)
    const file = await download.file()
    await createLocalized(
      payload,
      'downloads',
      {
        language: download.language,
        gated: download.gated,
        cover,
        order: (index + 1) * 10,
        shown: true,
      },
      { title: download.title, description: download.description },
      undefined,
      { ...file, size: file.data.length },
    )
  }
  return demoDownloads.length
}

async function seedPages(payload: Payload) {
  if (!(await isEmpty(payload, 'pages'))) return 0
  for (const page of demoPages) {
    await createLocalized(
      payload,
      'pages',
      { path: page.path, template: page.template, _status: 'published' },
      {
        title: page.title,
        layout: page.layout,
        ...(page.meta ? { meta: page.meta } : {}),
      },
      () => ({ _status: 'published' }),
    )
  }
  return demoPages.length
}

/** The demo calls' activity codes of both versions and their pairs, marked demo. */
async function seedActivityCodes(payload: Payload) {
  if (!(await isEmpty(payload, 'activity-codes'))) return 0
  const versions = [
    ['nkd2007', demoCodes2007],
    ['nkd2025', demoCodes2025],
  ] as const
  let count = 0
  for (const [classification, codes] of versions) {
    for (const [code, name] of Object.entries(codes)) {
      await payload.create({
        collection: 'activity-codes',
        data: { classification, code, name, keywords: demoKeywords[code] ?? null, demo: true },
        overrideAccess: true,
        context: context(),
      })
      count++
    }
  }
  for (const [code2007, code2025] of demoCodeLinks) {
    await payload.create({
      collection: 'activity-code-links',
      data: { code2007, code2025, demo: true },
      overrideAccess: true,
      context: context(),
    })
  }
  return count
}

/** Demo content (marked as demo in ./types.ts): each kind only when its collection is empty. */
export async function seedContent(payload: Payload) {
  const categoryIds = await seedCategories(payload)
  return {
    fundingCalls: await seedFundingCalls(payload),
    articles: await seedArticles(payload, categoryIds),
    caseStudies: await seedCaseStudies(payload),
    faqs: await seedFaqs(payload),
    team: await seedTeam(payload),
    testimonials: await seedTestimonials(payload),
    jobs: await seedJobs(payload),
    downloads: await seedDownloads(payload),
    pages: await seedPages(payload),
    activityCodes: await seedActivityCodes(payload),
    advisers: await seedAdvisers(payload),
  }
}
