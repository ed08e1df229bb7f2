import {
  chunked,
  lexicalParagraphs,
  readableDocs,
  sentence,
  type FeatureKnowledge,
  type KnowledgePassage,
} from '@/core/knowledge'
import { listTeam, listTestimonials } from '@/features/team'
import type { Page } from '@/payload-types'

import { textsOf } from './blocks/fields'
import { blocksOf, type BlockOf, type PageBlock } from './pages'

/** The people the about section shows, as it reads them (its team and testimonials). */
type People = { team: { name: string; role: string }[] }

/** What a block's passages are made with: the page it is on, and the people the site shows. */
type Place = { page: Page; id: string; url: string; people: People }

/**
 * Where a block is on its page, for the blocks whose section has a fixed anchor (the home page's
 * sections); the others are cited by the page's address.
 */
const anchors: Partial<Record<PageBlock['blockType'], string>> = {
  serviceCards: 'services',
  stats: 'about',
  fundingCheck: 'funding-check',
  about: 'about',
  contact: 'contact',
}

/** Concept tags by what a block is (see KnowledgePassage.tags). */
const help = ['#help']
const place = ['#place']

const about = (block: BlockOf<'about'>, { id, url, people }: Place): KnowledgePassage[] => [
  {
    id,
    tags: place,
    title: `${block.title}: ${block.subtitle}`,
    text: [...textsOf(block.descriptions), block.mission.text].join(' '),
    url,
  },
  ...chunked(`${id}:story`, block.story.title, url, textsOf(block.story.paragraphs)),
  {
    id: `${id}:team`,
    title: block.team.title,
    text: [
      block.team.intro,
      ...people.team.map((member) => `${member.name}, ${member.role}.`),
    ].join(' '),
    url,
  },
]

const serviceHero = (block: BlockOf<'serviceHero'>, { page, id, url }: Place) => [
  {
    id,
    tags: help,
    title: `${page.title}: ${page.meta?.title || block.title}`,
    text: [block.eyebrow, page.meta?.description ?? '', block.lead]
      .filter(Boolean)
      .map(sentence)
      .join(' '),
    url,
  },
]

/** Paragraphs by section: each "## " paragraph starts one, under that heading. */
function sections(paragraphs: string[]) {
  const found: { heading: string | null; paragraphs: string[] }[] = []
  for (const paragraph of paragraphs) {
    if (paragraph.startsWith('## ')) found.push({ heading: paragraph.slice(3), paragraphs: [] })
    else if (found.length === 0) found.push({ heading: null, paragraphs: [paragraph] })
    else found.at(-1)!.paragraphs.push(paragraph)
  }
  return found.filter((section) => section.paragraphs.length > 0)
}

/** Each kind of block as passages; a kind not named here (hero, insights, cta...) gives none. */
const passagesOf: {
  [T in PageBlock['blockType']]?: (block: BlockOf<T>, place: Place) => KnowledgePassage[]
} = {
  about,
  serviceCards: (block, { id, url }) =>
    (block.cards ?? []).map((card) => ({
      id: `${id}:${card.key}`,
      title: card.title,
      text: `${sentence(card.description)} ${textsOf(card.features).map(sentence).join(' ')}`,
      url,
    })),
  // The band's heading is for screen readers; it is read as part of the about section it leads
  // to (`#about`), under that section's title where the page has one.
  stats: (block, { page, id, url }) => [
    {
      id,
      title: `${blocksOf(page, 'about')[0]?.title ?? page.title}: ${block.title}`,
      text: (block.items ?? [])
        .map((item) => `${item.prefix ?? ''}${item.target}${item.suffix ?? ''} ${item.label}.`)
        .join(' '),
      url,
    },
  ],
  fundingCheck: (block, { id, url }) => [
    {
      id,
      title: block.title,
      text: [block.intro, block.nkdHint, block.privacyNote].join(' '),
      url,
    },
  ],
  contact: (block, { id, url }) => [
    {
      id,
      tags: place,
      title: `${block.title}: ${block.consultation.title}`,
      text: [
        block.intro,
        block.consultation.text,
        `${block.consultation.hoursLabel}: ${block.consultation.hours}`,
      ].join(' '),
      url,
    },
  ],
  serviceHero,
  figures: (block, { page, id, url }) => [
    {
      id,
      title: `${page.title}: ${block.title}`,
      text: (block.items ?? [])
        .map((item) => `${item.value} ${item.label}. ${item.text ?? ''}`)
        .join(' '),
      url,
    },
  ],
  offers: (block, { page, id, url }) =>
    (block.items ?? []).map((offer, index) => ({
      id: `${id}:${index}`,
      tags: help,
      title: `${page.title}: ${offer.title}`,
      text: offer.text,
      url,
    })),
  steps: (block, { page, id, url }) => [
    {
      id,
      title: `${page.title}: ${block.title}`,
      text: [
        block.intro,
        ...(block.items ?? []).map((step) => `${sentence(step.title)} ${step.text}`),
      ].join(' '),
      url,
    },
  ],
  programmes: (block, { id, url }) =>
    (block.items ?? []).map((programme, index) => ({
      id: `${id}:${index}`,
      title: `${programme.name} (${programme.scope})`,
      text: programme.text,
      url,
    })),
  pageIntro: (block, { id, url }) => [{ id, title: block.title, text: block.intro, url }],
  benefits: (block, { page, id, url }) => [
    {
      id,
      title: `${page.title}: ${block.title}`,
      text: (block.items ?? []).map((item) => `${sentence(item.title)} ${item.text}`).join(' '),
      url,
    },
  ],
  richText: (block, { page, id, url }) =>
    chunked(id, page.title, url, lexicalParagraphs(block.content)),
  faq: (block, { id, url }) =>
    (block.items ?? []).map((item, index) => ({
      id: `${id}:${index}`,
      title: item.question,
      text: item.answer,
      url,
    })),
  // A legal text: a passage per section (each "## " heading starts one), whole.
  document: (block, { id, url }) =>
    sections(lexicalParagraphs(block.body)).map((section, index) => ({
      id: `${id}:${index}`,
      title: section.heading ? `${block.title}: ${section.heading}` : block.title,
      text: section.paragraphs.join(' '),
      url,
    })),
}

/**
 * The passages of a page's blocks, ids `page:<path>#<anchor>` after the section's anchor (or the
 * block's type), numbered when the page has more than one of a kind (`#offers-2`).
 */
function pagePassages(page: Page, people: People): KnowledgePassage[] {
  const seen = new Map<string, number>()
  return (page.layout ?? []).flatMap((block) => {
    const make = passagesOf[block.blockType] as
      | ((block: PageBlock, place: Place) => KnowledgePassage[])
      | undefined
    const anchor = anchors[block.blockType]
    const own = ('anchor' in block && block.anchor) || anchor || block.blockType
    const count = (seen.get(own) ?? 0) + 1
    seen.set(own, count)
    const id = `page:${page.path}#${own}${count > 1 ? `-${count}` : ''}`
    const url = anchor ? `${page.path}#${anchor}` : page.path
    return make?.(block, { page, id, url, people }) ?? []
  })
}

/**
 * Every published page editors own, in one language, block by block: the home page's sections,
 * the service pages, the careers and resources pages' own words, the legal texts, and any page
 * editors add. A page that shows the about section also names its team and testimonials.
 */
export const knowledge: FeatureKnowledge = async (payload, locale) => {
  const { docs: pages } = await readableDocs(payload, 'pages', locale, { sort: 'path' })
  const showsPeople = pages.some((page) =>
    (page.layout ?? []).some((block) => block.blockType === 'about'),
  )
  const [team, testimonials] = showsPeople
    ? await Promise.all([listTeam(payload, locale), listTestimonials(payload, locale)])
    : [[], []]
  return {
    passages: pages.flatMap((page) => pagePassages(page, { team })),
    people: [...team, ...testimonials].map((person) => person.name),
  }
}
