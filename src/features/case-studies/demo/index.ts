import type { Payload } from 'payload'

import type { FeatureDemo } from '@/core/feature'
import { createIllustration, createLocalized, daysAgo, isEmpty } from '@/seed/kit'

import { demoCaseStudies } from './caseStudies'

async function seedCaseStudies(payload: Payload) {
  if (!(await isEmpty(payload, 'case-studies'))) return 0
  let index = 0
  for (const study of demoCaseStudies) {
    const featuredImage = await createIllustration(payload, study.key, index + 4, study.title)
    await createLocalized(
      payload,
      'case-studies',
      {
        clientName: study.clientName,
        fundingAmount: study.fundingAmount,
        publishedDate: daysAgo(study.publishedDaysAgo),
        featuredImage,
        metrics: study.metrics.map((metric) => ({ label: metric.label.hr, value: metric.value })),
      },
      {
        title: study.title,
        industry: study.industry,
        timeline: study.timeline,
        challenge: study.challenge,
        solution: study.solution,
        results: study.results,
      },
      // Metric labels are localized inside the array rows: the same rows, labelled per language.
      (locale, doc) => ({
        metrics: (doc as { metrics: { id: string; value: string }[] }).metrics.map(
          (row, position) => ({
            id: row.id,
            value: row.value,
            label: study.metrics[position]!.label[locale],
          }),
        ),
      }),
    )
    index += 1
  }
  return demoCaseStudies.length
}

/** The demo case studies, each with its illustration and its metrics in three languages. */
export const demo: FeatureDemo = {
  seed: async (payload) => ({ caseStudies: await seedCaseStudies(payload) }),
}
