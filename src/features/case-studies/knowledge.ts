import { readableDocs, sentence, type FeatureKnowledge } from '@/core/knowledge'
import { translator } from '@/i18n/translator'

/** Each client story: its challenge and grant, then what was done and what came of it. */
export const knowledge: FeatureKnowledge = async (payload, locale) => {
  const studies = await readableDocs(payload, 'case-studies', locale, { limit: 500 })
  const t = translator(locale, 'CaseStudies')
  return {
    passages: studies.docs.flatMap((study) => {
      const url = `/case-studies/${study.id}`
      return [
        {
          id: `case:${url}`,
          title: `${study.title} (${study.clientName}, ${study.industry})`,
          text: [
            sentence(study.challenge),
            study.fundingAmount ? `${t('knowledge.funding')}: ${study.fundingAmount}.` : '',
          ].join(' '),
          url,
        },
        {
          id: `case:${url}:outcome`,
          title: study.title,
          text: [
            study.solution,
            study.results,
            ...(study.metrics ?? []).map(
              (metric) => `${metric.label.replace(/_/g, ' ')}: ${metric.value}.`,
            ),
          ].join(' '),
          url,
        },
      ]
    }),
  }
}
