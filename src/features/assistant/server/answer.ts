import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/formatDate'
import { localizedPath } from '@/seo/alternates'

import type { Hit, Passage } from '../retrieval'
import { sentences } from '../retrieval/sentences'
import { activityCodes, terms } from '../retrieval/tokenize'
import { markdown } from '../rules/links'
import { answerCopy } from './copy'

/** Pages an answer draws on: the one it answers from and at most two further sources. */
export const quotedPages = 3
/** About how long the direct answer may be; it always holds at least one whole sentence. */
const answerLength = 480
/** About how long the line quoted from a further source may be. */
const sourceLength = 220

/**
 * The best passage of each of the `limit` best pages among hits, best first (a page cut into
 * several passages is quoted once; the home page's sections count as pages of their own).
 */
export function bestPages(found: Hit[], limit = quotedPages): Hit[] {
  const seen = new Set<string>()
  const hits: Hit[] = []
  for (const hit of found) {
    const page = hit.passage.url
    if (seen.has(page)) continue
    seen.add(page)
    hits.push(hit)
    if (hits.length === limit) break
  }
  return hits
}

/** Whole sentences, in order, while they fit in `length` characters (the first always). */
function fitting(chosen: string[], length: number): string {
  let text = ''
  for (const sentence of chosen) {
    if (text && text.length + 1 + sentence.length > length) break
    text = text ? `${text} ${sentence}` : sentence
  }
  return text
}

/**
 * The whole sentences of a passage that share most words with the question, in their order,
 * as many as fit in `length` characters; the opening sentences when none shares a word.
 * Sentences end where a sentence ends, never at a number, date or abbreviation (see
 * ../retrieval/sentences), and are never cut.
 */
export function bestSentences(text: string, question: string, length = answerLength): string {
  const asked = new Set(terms(question))
  const scored = sentences(text).map((sentence, position) => ({
    sentence,
    position,
    score: new Set(terms(sentence).filter((term) => asked.has(term))).size,
  }))
  const matching = scored
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score || a.position - b.position)
  const picked: typeof scored = []
  let size = 0
  for (const item of matching.length ? matching : scored) {
    if (picked.length && size + item.sentence.length > length) continue
    picked.push(item)
    size += item.sentence.length + 1
  }
  return picked
    .sort((a, b) => a.position - b.position)
    .map((item) => item.sentence)
    .join(' ')
}

/**
 * What a passage answers to a question: an FAQ answer from its start (it was written to be
 * read whole), any other passage by its sentences that fit the question best.
 */
export function directAnswer(passage: Passage, question: string): string {
  return passage.id.startsWith('faq:')
    ? fitting(sentences(passage.text), answerLength)
    : bestSentences(passage.text, question)
}

/** A site path (maybe with a #section) in the visitor's language, as a Markdown link target. */
export function link(locale: Locale, target: string): string {
  const [path = '/', hash] = target.split('#')
  return `${localizedPath(locale, path || '/')}${hash ? `#${hash}` : ''}`
}

/** Relative links of a text (the copy's /#contact, /otvoreni-natjecaji) in the visitor's language. */
function localizeLinks(locale: Locale, text: string): string {
  return text.replace(/\]\((\/[^)\s]*)\)/g, (_, path: string) => `](${link(locale, path)})`)
}

/**
 * The answer without a model: a direct answer from the best page, with its link, then at most
 * two further pages with a line each, and the way to a consultation; an honest "not on our
 * pages" when nothing matches.
 */
export function retrievalAnswer(locale: Locale, question: string, hits: Hit[]): string {
  const copy = answerCopy(locale)
  const consult = localizeLinks(locale, copy.consult)
  const [best, ...others] = hits
  if (!best) return `${copy.notFound}\n\n${consult}`
  const parts = [
    directAnswer(best.passage, question),
    `${copy.readMore} ${markdown(best.passage.title, link(locale, best.passage.url))}`,
  ]
  const further = others.slice(0, quotedPages - 1).map(({ passage }) => {
    const line = bestSentences(passage.text, question, sourceLength)
    return `- ${markdown(passage.title, link(locale, passage.url))}: ${line}`
  })
  if (further.length) parts.push(`${copy.alsoSee}\n${further.join('\n')}`)
  return [...parts, consult].join('\n\n')
}

export type OpenCall = {
  id: number
  fundName: string
  funding: string | null
  deadline: string | null
}

/** The open calls for an activity code the visitor named, with deadline, amount and link. */
export function callsAnswer(locale: Locale, code: string, calls: OpenCall[]): string {
  const copy = answerCopy(locale)
  const allCalls = localizeLinks(locale, copy.allCalls)
  if (calls.length === 0) return `${copy.noCallsFor(code)} ${allCalls}`
  const lines = calls.map((call) =>
    [
      `- ${markdown(call.fundName, link(locale, `/natjecaj/${call.id}`))}`,
      call.deadline
        ? `${copy.labels.deadline}: ${formatDate(locale, call.deadline)}`
        : copy.labels.rolling,
      call.funding ? `${copy.labels.funding}: ${call.funding}` : null,
    ]
      .filter(Boolean)
      .join(' · '),
  )
  return [copy.callsFor(code, calls.length), lines.join('\n'), allCalls].join('\n\n')
}

/** The activity codes a question names (at most three are looked up). */
export const askedCodes = (question: string) => activityCodes(question).slice(0, 3)

/** The list of sources put under a model's reply. */
export function sourcesLine(locale: Locale, hits: Hit[]): string {
  const copy = answerCopy(locale)
  const links = hits.map(({ passage }) => markdown(passage.title, link(locale, passage.url)))
  return `${copy.sources}: ${links.join(' · ')}`
}
