import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/formatDate'
import { localizedPath } from '@/seo/alternates'

import type { Hit, PassageIndex } from '../retrieval'
import { activityCodes, terms } from '../retrieval/tokenize'
import { answerCopy } from './copy'

/** Passages quoted in one answer. */
export const quotedPages = 3
/** Longest quote taken from one passage. */
const quoteLength = 360

/**
 * The best passage of each of the `limit` best pages for a question (a page cut into several
 * passages is quoted once).
 */
export function searchPages(index: PassageIndex, question: string, limit = quotedPages): Hit[] {
  const seen = new Set<string>()
  const hits: Hit[] = []
  for (const hit of index.search(question, 40)) {
    const page = hit.passage.url.split('#')[0]!
    if (seen.has(page)) continue
    seen.add(page)
    hits.push(hit)
    if (hits.length === limit) break
  }
  return hits
}

/**
 * The one or two sentences of a passage that share most words with the question, in their
 * order, cut to `quoteLength` characters; the opening sentences when none shares a word.
 */
export function bestSentences(text: string, question: string): string {
  const asked = new Set(terms(question))
  const sentences =
    text
      .match(/[^.!?…]+(?:[.!?…]+|$)/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? []
  const scored = sentences.map((sentence, position) => ({
    sentence,
    position,
    score: new Set(terms(sentence).filter((term) => asked.has(term))).size,
  }))
  const chosen = scored
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, 2)
  const picked = (chosen.length ? chosen : scored.slice(0, 2)).sort(
    (a, b) => a.position - b.position,
  )
  const quote = picked.map((item) => item.sentence).join(' ')
  return quote.length > quoteLength
    ? `${quote.slice(0, quoteLength - 1).replace(/\s+\S*$/, '')}…`
    : quote
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
 * The answer without a model: what the best pages say, each with a link, and the way to a
 * consultation; an honest "not on our pages" when nothing matches.
 */
export function retrievalAnswer(locale: Locale, question: string, hits: Hit[]): string {
  const copy = answerCopy(locale)
  const consult = localizeLinks(locale, copy.consult)
  if (hits.length === 0) return `${copy.notFound}\n\n${consult}`
  const quotes = hits.map(
    ({ passage }) =>
      `- **${passage.title}**: ${bestSentences(passage.text, question)} [${copy.more}](${link(locale, passage.url)})`,
  )
  return [copy.found, quotes.join('\n'), consult].join('\n\n')
}

export type OpenCall = { id: number; fundName: string; funding: string | null; deadline: string }

/** The open calls for an activity code the visitor named, with deadline, amount and link. */
export function callsAnswer(locale: Locale, code: string, calls: OpenCall[]): string {
  const copy = answerCopy(locale)
  const allCalls = localizeLinks(locale, copy.allCalls)
  if (calls.length === 0) return `${copy.noCallsFor(code)} ${allCalls}`
  const lines = calls.map((call) =>
    [
      `- [${call.fundName}](${link(locale, `/natjecaj/${call.id}`)})`,
      `${copy.labels.deadline}: ${formatDate(locale, call.deadline)}`,
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
  const links = hits.map(({ passage }) => `[${passage.title}](${link(locale, passage.url)})`)
  return `${copy.sources}: ${links.join(' · ')}`
}
