import { readableDocs, type FeatureKnowledge } from '@/core/knowledge'

/**
 * How much more an FAQ answer counts than other passages: the firm wrote them for the
 * questions asked most, to be quoted whole.
 */
const faqWeight = 1.1

/** The FAQ's entries, each cited on the page it belongs to. */
export const knowledge: FeatureKnowledge = async (payload, locale) => {
  const faqs = await readableDocs(payload, 'faqs', locale, { limit: 500 })
  return {
    passages: faqs.docs.map((doc) => ({
      id: `faq:${doc.key ?? String(doc.id)}`,
      title: doc.question,
      text: doc.answer,
      url: doc.page,
      weight: faqWeight,
    })),
  }
}
