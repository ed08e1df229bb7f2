import type { FeatureKnowledge } from '@/core/knowledge'
import { translator } from '@/i18n/translator'

import { checklistItems } from './rules/checklist'
import { programmes } from './rules/timeline'

/** The three tools of the tools page. */
export const knowledge: FeatureKnowledge = async (_payload, locale) => {
  const t = translator(locale, 'Tools')
  return {
    passages: [
      {
        id: 'tools:roi',
        title: t('roi.title'),
        text: [t('roi.intro'), t('roi.note')].join(' '),
        url: '/tools',
      },
      {
        id: 'tools:timeline',
        title: t('timeline.title'),
        text: [
          t('timeline.intro'),
          ...programmes.map(
            (key) =>
              `${t(`timeline.programmes.${key}.name`)}: ${t(`timeline.programmes.${key}.description`)}`,
          ),
          t('timeline.note'),
        ].join(' '),
        url: '/tools',
      },
      {
        id: 'tools:checklist',
        title: t('checklist.title'),
        text: [
          t('checklist.intro'),
          ...checklistItems.map(
            (item) => `${t(`checklist.items.${item}.name`)}: ${t(`checklist.items.${item}.hint`)}`,
          ),
        ].join(' '),
        url: '/tools',
      },
    ],
  }
}
