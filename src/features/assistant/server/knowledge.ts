import type { Payload } from 'payload'

import type { AnyFeature } from '@/core/feature'
import type { Knowledge } from '@/core/knowledge'
import { features } from '@/features/registry'
import type { Locale } from '@/i18n/locales'
import { getEnv } from '@/server/env'

import { PassageIndex, type Passage } from '../retrieval'
import { quotableText } from '../rules/links'
import { terms } from '../retrieval/tokenize'

/** How long one language's index is reused before it is built again from the database. */
export const knowledgeTtlMs = 30_000

/**
 * What the features tell the assistant in one language (`knowledge` of their definitions): their
 * passages in the registry's order, and the names of the people their pages show.
 */
export async function siteKnowledge(
  payload: Payload,
  locale: Locale,
): Promise<Required<Knowledge>> {
  const parts = await Promise.all(
    features.flatMap(({ knowledge }: AnyFeature) => (knowledge ? [knowledge()] : [])),
  )
  const told = await Promise.all(parts.map((knowledge) => knowledge(payload, locale)))
  return {
    passages: told.flatMap((knowledge) => knowledge.passages),
    people: told.flatMap((knowledge) => knowledge.people ?? []),
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
 * The passage index of one language, built from what the features tell (their copy and their
 * collections) and kept for `knowledgeTtlMs`, so an editor's change reaches the assistant within
 * half a minute on every instance. Concurrent questions share one build; a failed build is not
 * kept.
 */
export function knowledgeIndex(payload: Payload, locale: Locale): Promise<PassageIndex> {
  const cached = built.get(locale)
  if (cached && Date.now() - cached.at < knowledgeTtlMs) return cached.index
  const index = siteKnowledge(payload, locale).then((knowledge) => {
    const index = new PassageIndex(quotable(knowledge.passages, getEnv().siteOrigins))
    people.set(index, new Set(knowledge.people.flatMap((name) => terms(name))))
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
