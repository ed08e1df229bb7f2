import type { KnowledgeSources } from '@/features/assistant/server/passages'
import { grantLabel } from '@/features/funding-calls'
import type { Locale } from '@/i18n/locales'
import { demoArticles } from '@/seed/demo/articles'
import { demoCaseStudies } from '@/seed/demo/caseStudies'
import { demoDownloads } from '@/seed/demo/downloads'
import { demoFaqs } from '@/seed/demo/faq'
import { demoFundingCalls } from '@/seed/demo/fundingCalls'
import { demoJobs } from '@/seed/demo/jobs'
import { demoTeam, demoTestimonials } from '@/seed/demo/team'

const day = 24 * 60 * 60 * 1000

/**
 * What the assistant reads from a freshly seeded database, built from the demo content itself:
 * open calls and published articles only, each addressed by its seed key instead of the id the
 * database would give it (`/natjecaj/<key>`), so the question set can name the page it expects.
 */
export function seedSources(locale: Locale, now = new Date()): KnowledgeSources {
  return {
    faqs: demoFaqs.map((faq) => ({
      key: faq.key,
      question: faq.question[locale],
      answer: faq.answer[locale],
      page: faq.page,
    })),
    calls: demoFundingCalls
      .filter((call) => call.deadlineInDays === null || call.deadlineInDays >= 0)
      .filter((call) => (call.opensInDays ?? 0) <= 0)
      .map((call) => ({
        url: `/natjecaj/${call.key}`,
        fundName: call.fundName[locale],
        shortDescription: call.shortDescription[locale],
        fullDescription: call.fullDescription?.[locale] ?? null,
        deadline:
          call.deadlineInDays === null
            ? null
            : new Date(now.getTime() + call.deadlineInDays * day).toISOString(),
        funding: grantLabel(locale, call),
        nkdCodes: call.nkdCodes,
      })),
    articles: demoArticles
      .filter((article) => article.publishedDaysAgo !== null && article.publishedDaysAgo >= 0)
      .map((article) => ({
        url: `/insights/${article.key}`,
        title: article.title[locale],
        excerpt: article.excerpt[locale],
        paragraphs: article.body[locale],
      })),
    caseStudies: demoCaseStudies.map((study) => ({
      url: `/case-studies/${study.key}`,
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
    team: demoTeam.map((member) => ({ name: member.name, role: member.role[locale] })),
    testimonials: demoTestimonials.map((testimonial) => ({ name: testimonial.name })),
    downloads: demoDownloads.map((download) => ({
      title: download.title[locale],
      description: download.description[locale],
    })),
    jobs: demoJobs.map((job, index) => ({
      url: `/careers/${index + 1}`,
      title: job.title[locale],
      location: job.location[locale],
      // The paragraphs as the seed's rich text reads back: a list's items each on their own.
      paragraphs: job.description[locale].flatMap((paragraph) =>
        paragraph.split('\n').map((line) => line.replace(/^- /, '')),
      ),
    })),
  }
}
