import type { FeatureDemo } from '@/core/feature'
import { createLocalized, isEmpty } from '@/seed/kit'

import { demoFaqs } from './faq'

/** The demo questions and answers the assistant and the FAQ sections show. */
export const demo: FeatureDemo = {
  seed: async (payload) => {
    if (!(await isEmpty(payload, 'faqs'))) return { faqs: 0 }
    for (const faq of demoFaqs) {
      await createLocalized(
        payload,
        'faqs',
        { key: faq.key, page: faq.page },
        { question: faq.question, answer: faq.answer },
      )
    }
    return { faqs: demoFaqs.length }
  },
}
