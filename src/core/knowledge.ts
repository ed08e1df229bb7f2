import type { CollectionSlug, Payload, Where } from 'payload'

import type { Locale } from '@/i18n/locales'

/**
 * What a feature tells the assistant about its pages (`knowledge` of its definition): the
 * assistant's index (src/features/assistant/server/knowledge.ts) is every feature's passages,
 * in the registry's order, and names no feature.
 */

/** A piece of a page the assistant may cite: its words, and the page they are on. */
export type KnowledgePassage = {
  /** Unique in its language (`feature:…`, `#n` for the pieces of a long text). */
  id: string
  title: string
  text: string
  /** The page, without the language (`/natjecaj/12`, `/#about`). */
  url: string
  /** How much more than other passages a match counts (1 if not given): FAQ answers, 1.1. */
  weight?: number
  /**
   * Concept tags the passage has by what it is, not by its words
   * (src/features/assistant/retrieval/concepts.ts): `#open` an open call, `#help` the firm's
   * help (the service pages), `#place` where the firm is (the about and contact sections).
   */
  tags?: string[]
}

/** What a feature tells the assistant in one language. */
export type Knowledge = {
  passages: KnowledgePassage[]
  /**
   * The names of people its pages show (the team, the testimonials' authors): words of the
   * site's own that still name a visitor who shares them, so the assistant keeps them out of
   * the topics it records.
   */
  people?: string[]
}

/**
 * A feature's passages in one language, from its copy and its own collections as an anonymous
 * visitor reads them (`overrideAccess: false`).
 */
export type FeatureKnowledge = (payload: Payload, locale: Locale) => Promise<Knowledge>

/** Longest passage cut from running text: long enough for context, short enough to quote. */
const chunkLength = 700

/**
 * Paragraphs grouped into passages of about 700 characters, ids `${id}#0`, `${id}#1`…;
 * a "## " paragraph starts a section, whose heading joins the title.
 */
export function chunked(
  id: string,
  title: string,
  url: string,
  paragraphs: string[],
): KnowledgePassage[] {
  const passages: KnowledgePassage[] = []
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

/** A text as a sentence: trimmed, with a full stop unless it ends in a mark of its own. */
export const sentence = (text: string) =>
  /[.!?…:]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`

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

/**
 * The documents of a collection an anonymous visitor may read (its access rules decide), in
 * one language: what a feature's knowledge is usually made of.
 */
export function readableDocs<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  locale: Locale,
  options: { limit?: number; sort?: string; where?: Where } = {},
) {
  return payload.find({
    collection,
    locale,
    depth: 0,
    overrideAccess: false,
    pagination: false,
    ...options,
  })
}
