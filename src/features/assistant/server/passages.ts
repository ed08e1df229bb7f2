import { serviceSlugs } from '@/components/site/navigation'
import { getCareersCopy } from '@/copy/careers'
import { figureText, getHomeCopy, homeFigures } from '@/copy/home'
import { getLegalDocument, type LegalSlug } from '@/features/legal'
import { getResourcesCopy } from '@/copy/resources'
import { getServicePage } from '@/copy/services'
import { getToolsCopy } from '@/features/tools'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { formatDate } from '@/lib/formatDate'
import { codeKeyLabel } from '@/features/funding-calls/rules'

import type { Passage } from '../retrieval'

/** Content from the database, in one language, as the assistant reads it. */
export type KnowledgeSources = {
  faqs: { key: string; question: string; answer: string; page: string }[]
  /** Open calls only. */
  calls: {
    url: string
    fundName: string
    shortDescription: string
    fullDescription: string | null
    /** None: open until the funds run out. */
    deadline: string | null
    funding: string | null
    nkdCodes: string[]
  }[]
  articles: { url: string; title: string; excerpt: string; paragraphs: string[] }[]
  /** The team members shown in the about section. */
  team: { name: string; role: string }[]
  /** The names under the testimonials shown in the about section. */
  testimonials: { name: string }[]
  /** The downloads the resources page offers. */
  downloads: { title: string; description: string }[]
  /** The open job openings of the careers page. */
  jobs: { url: string; title: string; location: string; paragraphs: string[] }[]
  caseStudies: {
    url: string
    title: string
    industry: string
    clientName: string
    fundingAmount: string | null
    challenge: string
    solution: string
    results: string
    metrics: { label: string; value: string }[]
  }[]
}

/** Longest passage cut from running text: long enough for context, short enough to quote. */
const chunkLength = 700

/** Paragraphs grouped into passages of about `chunkLength` characters; "## " starts a section. */
function chunked(id: string, title: string, url: string, paragraphs: string[]): Passage[] {
  const passages: Passage[] = []
  let heading = title
  let text = ''
  const flush = () => {
    if (text.trim()) passages.push({ id: `${id}#${passages.length}`, title: heading, text, url })
    text = ''
  }
  for (const paragraph of paragraphs) {
    if (paragraph.startsWith('## ')) {
      flush()
      heading = `${title}: ${paragraph.slice(3)}`
      continue
    }
    if (text && text.length + paragraph.length > chunkLength) flush()
    text = text ? `${text} ${paragraph}` : paragraph
  }
  flush()
  return passages
}

const sentence = (text: string) => (/[.!?…:]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`)

/** What the service pages are: the firm's help (see ../retrieval/concepts). */
const help = ['#help']
/** What the about section is: where the firm is and how long it has worked. */
const about = ['#place']

/** The six service pages, cut into their sections. */
function servicePassages(locale: Locale): Passage[] {
  const names = translator(locale, 'Services')
  return serviceSlugs.flatMap((slug) => {
    const page = getServicePage(locale, slug)
    const url = `/services/${slug}`
    const name = names(slug)
    const passages: Passage[] = [
      {
        id: `service:${slug}`,
        tags: help,
        title: `${name}: ${page.metaTitle}`,
        text: [page.eyebrow, page.metaDescription, page.lead].map(sentence).join(' '),
        url,
      },
      ...page.offers.items.map((offer, index) => ({
        id: `service:${slug}:offer:${index}`,
        tags: help,
        title: `${name}: ${offer.title}`,
        text: offer.text,
        url,
      })),
    ]
    // The figures some pages show ("1:40 return on every euro…"), as one passage each.
    const figures = 'results' in page ? page.results : 'stats' in page ? page.stats : null
    if (figures) {
      passages.push({
        id: `service:${slug}:figures`,
        title: `${name}: ${figures.title}`,
        text: figures.items
          .map((item) => `${item.value} ${item.label}. ${item.text ?? ''}`)
          .join(' '),
        url,
      })
    }
    if ('steps' in page) {
      passages.push({
        id: `service:${slug}:steps`,
        title: `${name}: ${page.steps.title}`,
        text: [
          page.steps.intro,
          ...page.steps.items.map((s) => `${sentence(s.title)} ${s.text}`),
        ].join(' '),
        url,
      })
      passages.push(
        ...page.programmes.items.map((programme, index) => ({
          id: `service:${slug}:programme:${index}`,
          title: `${programme.name} (${programme.scope})`,
          text: programme.text,
          url,
        })),
      )
    }
    return passages
  })
}

/** The home page's about and contact sections, the tools, downloads, careers and legal pages. */
function pagePassages(locale: Locale, sources: KnowledgeSources, labels: Labels): Passage[] {
  const home = getHomeCopy(locale)
  const tools = getToolsCopy(locale)
  const resources = getResourcesCopy(locale)
  const careers = getCareersCopy(locale)
  const legal = (slug: LegalSlug) => {
    const document = getLegalDocument(locale, slug)
    return document.sections.map((section, index) => ({
      id: `legal:${slug}:${index}`,
      title: `${document.title}: ${section.heading}`,
      text: section.paragraphs.join(' '),
      url: `/${slug}`,
    }))
  }
  return [
    {
      id: 'home:about',
      tags: about,
      title: `${home.about.title}: ${home.about.subtitle}`,
      text: [...home.about.descriptions, home.about.mission.text].join(' '),
      url: '/#about',
    },
    {
      id: 'home:figures',
      title: `${home.about.title}: ${home.stats.title}`,
      text: homeFigures
        .map((figure, index) => `${figureText(figure)} ${home.stats.labels[index]}.`)
        .join(' '),
      url: '/#about',
    },
    ...chunked('home:story', home.about.story.title, '/#about', home.about.story.paragraphs),
    {
      id: 'home:team',
      title: home.about.team.title,
      text: [
        home.about.team.intro,
        ...sources.team.map((member) => `${member.name}, ${member.role}.`),
      ].join(' '),
      url: '/#about',
    },
    ...home.services.cards.map((card) => ({
      id: `home:service:${card.key}`,
      title: card.title,
      text: `${sentence(card.description)} ${card.features.map(sentence).join(' ')}`,
      url: '/#services',
    })),
    {
      id: 'home:contact',
      tags: about,
      title: `${home.contact.title}: ${home.contact.consultation.title}`,
      text: [
        home.contact.intro,
        home.contact.consultation.text,
        `${home.contact.consultation.hoursLabel}: ${home.contact.consultation.hours}`,
      ].join(' '),
      url: '/#contact',
    },
    {
      id: 'home:funding-check',
      title: home.fundingCheck.title,
      text: [
        home.fundingCheck.intro,
        home.fundingCheck.nkdHint,
        home.fundingCheck.privacyNote,
      ].join(' '),
      url: '/#funding-check',
    },
    {
      id: 'tools:roi',
      title: tools.roi.title,
      text: [tools.roi.intro, tools.roi.note].join(' '),
      url: '/tools',
    },
    {
      id: 'tools:timeline',
      title: tools.timeline.title,
      text: [
        tools.timeline.intro,
        ...Object.values(tools.timeline.programmes).map((p) => `${p.name}: ${p.description}`),
        tools.timeline.note,
      ].join(' '),
      url: '/tools',
    },
    {
      id: 'tools:checklist',
      title: tools.checklist.title,
      text: [
        tools.checklist.intro,
        ...Object.values(tools.checklist.items).map((item) => `${item.name}: ${item.hint}`),
      ].join(' '),
      url: '/tools',
    },
    ...sources.downloads.map((item, index) => ({
      id: `resources:${index}`,
      title: `${resources.title}: ${item.title}`,
      text: item.description,
      url: '/resources',
    })),
    {
      id: 'careers',
      title: careers.title,
      text: [
        careers.intro,
        ...careers.benefits.items.map((item) => `${sentence(item.title)} ${item.text}`),
        ...(sources.jobs.length > 0
          ? [
              `${labels.hiring}: ${sources.jobs.map((job) => `${job.title} (${job.location})`).join('; ')}.`,
            ]
          : [careers.openings.empty, careers.openings.text]),
      ].join(' '),
      url: '/careers',
    },
    ...sources.jobs.map((job) => ({
      id: `careers:${job.url}`,
      title: `${careers.title}: ${job.title}`,
      text: [job.location, ...job.paragraphs].join(' '),
      url: job.url,
    })),
    ...legal('privacy'),
    ...legal('terms'),
    ...legal('cookies'),
  ]
}

/**
 * How much more an FAQ answer counts than other passages: the firm wrote them for the
 * questions asked most, to be quoted whole.
 */
const faqWeight = 1.1

/** FAQ entries, open calls, articles and case studies from the database. */
function contentPassages(locale: Locale, sources: KnowledgeSources, labels: Labels): Passage[] {
  return [
    ...sources.faqs.map((faq) => ({
      id: `faq:${faq.key}`,
      title: faq.question,
      text: faq.answer,
      url: faq.page,
      weight: faqWeight,
    })),
    ...sources.calls.flatMap((call) => [
      {
        id: `call:${call.url}`,
        title: call.fundName,
        tags: ['#open'],
        text: [
          sentence(call.shortDescription),
          call.deadline
            ? `${labels.deadline}: ${formatDate(locale, call.deadline)}.`
            : `${labels.rolling}.`,
          call.funding ? `${labels.funding}: ${call.funding}.` : '',
          call.nkdCodes.length
            ? `${labels.nkd}: ${call.nkdCodes.map(codeKeyLabel).join(', ')}.`
            : '',
        ]
          .filter(Boolean)
          .join(' '),
        url: call.url,
      },
      ...chunked(
        `call:${call.url}:details`,
        call.fundName,
        call.url,
        (call.fullDescription ?? '').split('\n'),
      ),
    ]),
    ...sources.articles.flatMap((article) => [
      {
        id: `article:${article.url}`,
        title: article.title,
        text: article.excerpt,
        url: article.url,
      },
      ...chunked(`article:${article.url}:body`, article.title, article.url, article.paragraphs),
    ]),
    ...sources.caseStudies.flatMap((study) => [
      {
        id: `case:${study.url}`,
        title: `${study.title} (${study.clientName}, ${study.industry})`,
        text: [
          sentence(study.challenge),
          study.fundingAmount ? `${labels.funding}: ${study.fundingAmount}.` : '',
        ].join(' '),
        url: study.url,
      },
      {
        id: `case:${study.url}:outcome`,
        title: study.title,
        text: [
          study.solution,
          study.results,
          ...study.metrics.map((metric) => `${metric.label.replace(/_/g, ' ')}: ${metric.value}.`),
        ].join(' '),
        url: study.url,
      },
    ]),
  ]
}

/** Words the passages put before a deadline (or instead of one), an amount and activity codes. */
export type Labels = {
  deadline: string
  rolling: string
  funding: string
  nkd: string
  /** Before the titles of the open positions: "We are currently hiring". */
  hiring: string
}

/** Everything the assistant can quote in one language. */
export function knowledgePassages(
  locale: Locale,
  sources: KnowledgeSources,
  labels: Labels,
): Passage[] {
  return [
    ...contentPassages(locale, sources, labels),
    ...servicePassages(locale),
    ...pagePassages(locale, sources, labels),
  ]
}
