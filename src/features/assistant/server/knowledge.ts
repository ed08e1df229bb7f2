import type { Payload } from 'payload'

import { catalogueWhere, grantLabel } from '@/features/funding-calls'
import { listDownloads } from '@/features/resources'
import { listTeam, listTestimonials } from '@/features/team'
import type { Locale } from '@/i18n/locales'
import { getEnv } from '@/server/env'

import { PassageIndex, type Passage } from '../retrieval'
import { quotableText } from '../rules/links'
import { terms } from '../retrieval/tokenize'
import { answerCopy } from './copy'
import { knowledgePassages, type KnowledgeSources } from './passages'

/** How long one language's index is reused before it is built again from the database. */
export const knowledgeTtlMs = 30_000

type Lexical = { text?: unknown; type?: unknown; children?: unknown }

/** The paragraphs of a rich-text field as plain text (headings as "## " lines, list items apart). */
export function lexicalParagraphs(value: unknown): string[] {
  const text = (node: Lexical): string =>
    typeof node.text === 'string'
      ? node.text
      : Array.isArray(node.children)
        ? (node.children as Lexical[]).map(text).join('')
        : ''
  const root = (value as { root?: Lexical } | null)?.root
  if (!root || !Array.isArray(root.children)) return []
  return (root.children as Lexical[])
    .flatMap((node) =>
      // A list's items are paragraphs of their own, not one run of words.
      node.type === 'list' && Array.isArray(node.children)
        ? (node.children as Lexical[]).map(text)
        : [node.type === 'heading' ? `## ${text(node)}` : text(node)],
    )
    .map((line) => line.trim())
    .filter((line) => line !== '' && line !== '##')
}

/** What an anonymous visitor can read in one language: FAQ, open calls, articles, cases. */
export async function loadSources(
  payload: Payload,
  locale: Locale,
  now = new Date(),
): Promise<KnowledgeSources> {
  const common = { locale, depth: 0, overrideAccess: false, pagination: false } as const
  const [faqs, calls, articles, cases, team, testimonials, jobs, downloads] = await Promise.all([
    payload.find({ ...common, collection: 'faqs', limit: 500 }),
    payload.find({
      ...common,
      collection: 'funding-calls',
      where: catalogueWhere({ status: 'open' }, now),
    }),
    payload.find({ ...common, collection: 'articles', limit: 500 }),
    payload.find({ ...common, collection: 'case-studies', limit: 500 }),
    // The people the about section shows, read as it reads them.
    listTeam(payload, locale),
    listTestimonials(payload, locale),
    // Open openings only: the collection's access rule for visitors.
    payload.find({ ...common, collection: 'jobs', limit: 50, sort: 'closingDate' }),
    listDownloads(payload, locale),
  ])
  return {
    faqs: faqs.docs.map((doc) => ({
      key: doc.key ?? String(doc.id),
      question: doc.question,
      answer: doc.answer,
      page: doc.page,
    })),
    calls: calls.docs.map((doc) => ({
      url: `/natjecaj/${doc.id}`,
      fundName: doc.fundName,
      shortDescription: doc.shortDescription,
      fullDescription: doc.fullDescription ?? null,
      deadline: doc.deadline ?? null,
      funding: grantLabel(locale, doc),
      nkdCodes: (doc.nkdCodes ?? []).map((row) => row.code),
    })),
    articles: articles.docs.map((doc) => ({
      url: `/insights/${doc.id}`,
      title: doc.title,
      excerpt: doc.excerpt,
      paragraphs: lexicalParagraphs(doc.content),
    })),
    caseStudies: cases.docs.map((doc) => ({
      url: `/case-studies/${doc.id}`,
      title: doc.title,
      industry: doc.industry,
      clientName: doc.clientName,
      fundingAmount: doc.fundingAmount ?? null,
      challenge: doc.challenge,
      solution: doc.solution,
      results: doc.results,
      metrics: (doc.metrics ?? []).map((metric) => ({ label: metric.label, value: metric.value })),
    })),
    team,
    testimonials,
    downloads: downloads.map(({ title, description }) => ({ title, description })),
    jobs: jobs.docs.map((doc) => ({
      url: `/careers/${doc.id}`,
      title: doc.title,
      location: doc.location,
      paragraphs: lexicalParagraphs(doc.description),
    })),
  }
}

/**
 * Passages as the assistant may quote them, to a visitor or to the model: a Markdown link in
 * the content to another site keeps its text and loses its target (see quotableText).
 */
function quotable(passages: Passage[], origins: readonly string[]): Passage[] {
  return passages.map((passage) => ({
    ...passage,
    title: quotableText(passage.title, origins),
    text: quotableText(passage.text, origins),
  }))
}

const built = new Map<Locale, { at: number; index: Promise<PassageIndex> }>()

/**
 * The names of the people an index's site shows (team, testimonials): words of the site's
 * vocabulary that would still name a visitor who shares them (see recordTopic).
 */
const people = new WeakMap<PassageIndex, Set<string>>()

/** The people's name words of an index built by knowledgeIndex (none for another index). */
export const peopleOnSite = (index: PassageIndex): Set<string> => people.get(index) ?? new Set()

/**
 * The passage index of one language, built from the site's copy and the database and kept for
 * `knowledgeTtlMs`, so an editor's change reaches the assistant within half a minute on every
 * instance. Concurrent questions share one build; a failed build is not kept.
 */
export function knowledgeIndex(payload: Payload, locale: Locale): Promise<PassageIndex> {
  const cached = built.get(locale)
  if (cached && Date.now() - cached.at < knowledgeTtlMs) return cached.index
  const index = loadSources(payload, locale).then((sources) => {
    const passages = knowledgePassages(locale, sources, answerCopy(locale).labels)
    const index = new PassageIndex(quotable(passages, getEnv().siteOrigins))
    const names = [...sources.team, ...sources.testimonials].map((person) => person.name)
    people.set(index, new Set(names.flatMap((name) => terms(name))))
    return index
  })
  built.set(locale, { at: Date.now(), index })
  index.catch(() => built.delete(locale))
  return index
}

/** Forgets every built index (tests, and after a seed). */
export function forgetKnowledge(): void {
  built.clear()
}
