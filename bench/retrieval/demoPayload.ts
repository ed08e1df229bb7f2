import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { demoArticles } from '@/features/insights/demo/articles'
import { demoCaseStudies } from '@/features/case-studies/demo/caseStudies'
import { demoDownloads } from '@/features/resources/demo/downloads'
import { demoFaqs } from '@/features/assistant/demo/faq'
import { demoFundingCalls } from '@/features/funding-calls/demo/fundingCalls'
import { demoJobs } from '@/features/careers/demo/jobs'
import { demoPages } from '@/features/pages/demo/pages'
import { paragraphsToLexical } from '@/seed/lexical'
import { demoTeam, demoTestimonials } from '@/features/team/demo/team'

const day = 24 * 60 * 60 * 1000

/** Each collection's documents in one language, as an anonymous visitor reads them. */
function documents(locale: Locale, now: Date): Record<string, object[]> {
  return {
    faqs: demoFaqs.map((faq, index) => ({
      id: index + 1,
      key: faq.key,
      question: faq.question[locale],
      answer: faq.answer[locale],
      page: faq.page,
    })),
    'funding-calls': demoFundingCalls
      .filter((call) => call.deadlineInDays === null || call.deadlineInDays >= 0)
      .filter((call) => (call.opensInDays ?? 0) <= 0)
      .map((call) => ({
        id: call.key,
        fundName: call.fundName[locale],
        shortDescription: call.shortDescription[locale],
        fullDescription: call.fullDescription?.[locale] ?? null,
        deadline:
          call.deadlineInDays === null
            ? null
            : new Date(now.getTime() + call.deadlineInDays * day).toISOString(),
        amountMin: call.amountMin ?? null,
        amountMax: call.amountMax ?? null,
        nkdCodes: call.nkdCodes.map((code) => ({ code })),
      })),
    articles: demoArticles
      .filter((article) => article.publishedDaysAgo !== null && article.publishedDaysAgo >= 0)
      .map((article) => ({
        id: article.key,
        title: article.title[locale],
        excerpt: article.excerpt[locale],
        content: paragraphsToLexical(article.body[locale]),
      })),
    'case-studies': demoCaseStudies.map((study) => ({
      id: study.key,
      title: study.title[locale],
      industry: study.industry[locale],
      clientName: study.clientName,
      fundingAmount: study.fundingAmount,
      challenge: study.challenge[locale],
      solution: study.solution[locale],
      results: study.results[locale],
      metrics: study.metrics.map((metric) => ({
        label: metric.label[locale],
        value: metric.value,
      })),
    })),
    'team-members': demoTeam.map((member, index) => ({
      id: index + 1,
      name: member.name,
      role: member.role[locale],
      photo: null,
    })),
    testimonials: demoTestimonials.map((testimonial, index) => ({
      id: index + 1,
      name: testimonial.name,
      quote: testimonial.quote[locale],
      role: testimonial.role[locale],
      company: testimonial.company ?? null,
      photo: null,
    })),
    downloads: demoDownloads.map((download, index) => ({
      id: index + 1,
      title: download.title[locale],
      description: download.description[locale],
      language: download.language,
      gated: download.gated,
      cover: null,
      filename: `${download.key}.pdf`,
      mimeType: 'application/pdf',
      filesize: 0,
    })),
    pages: demoPages.map((page, index) => ({
      id: index + 1,
      path: page.path,
      title: page.title[locale],
      layout: page.layout[locale],
      meta: page.meta?.[locale] ?? null,
    })),
    jobs: demoJobs.map((job, index) => ({
      id: index + 1,
      title: job.title[locale],
      location: job.location[locale],
      description: paragraphsToLexical(job.description[locale]),
    })),
  }
}

/**
 * What the features read from a freshly seeded database, made from the demo content itself:
 * open calls and published articles only, calls, articles and case studies addressed by their
 * seed key instead of the id the database would give them (`/natjecaj/<key>`), so the question
 * set can name the page it expects. Only `find` answers, with every document of the collection (or the page at a `path`).
 */
export function demoPayload(now = new Date()): Payload {
  type Query = { collection: string; locale: Locale; where?: { path?: { equals?: string } } }
  const find = async ({ collection, locale, where }: Query) => {
    const path = where?.path?.equals
    const docs = (documents(locale, now)[collection] ?? []).filter(
      (doc) => path === undefined || (doc as { path?: string }).path === path,
    )
    return { docs, totalDocs: docs.length }
  }
  return { find } as unknown as Payload
}
