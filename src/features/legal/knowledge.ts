import type { FeatureKnowledge } from '@/core/knowledge'

import { getLegalDocument, type LegalSlug } from './copy'

/** The legal pages, in this order. */
const slugs: LegalSlug[] = ['privacy', 'terms', 'cookies']

/** Each legal page, a passage per section. */
export const knowledge: FeatureKnowledge = async (_payload, locale) => ({
  passages: slugs.flatMap((slug) => {
    const document = getLegalDocument(locale, slug)
    return document.sections.map((section, index) => ({
      id: `legal:${slug}:${index}`,
      title: `${document.title}: ${section.heading}`,
      text: section.paragraphs.join(' '),
      url: `/${slug}`,
    }))
  }),
})
