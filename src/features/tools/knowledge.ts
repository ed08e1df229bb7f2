import type { FeatureKnowledge } from '@/core/knowledge'

import { getToolsCopy } from './copy'

/** The three tools of the tools page. */
export const knowledge: FeatureKnowledge = async (_payload, locale) => {
  const tools = getToolsCopy(locale)
  return {
    passages: [
      {
        id: 'tools:roi',
        title: tools.roi.title,
        text: [tools.roi.intro, tools.roi.note].join(' '),
        url: '/tools',
      },
      {
        id: 'tools:timeline',
        title: tools.timeline.title,
        text: [
          tools.timeline.intro,
          ...Object.values(tools.timeline.programmes).map((p) => `${p.name}: ${p.description}`),
          tools.timeline.note,
        ].join(' '),
        url: '/tools',
      },
      {
        id: 'tools:checklist',
        title: tools.checklist.title,
        text: [
          tools.checklist.intro,
          ...Object.values(tools.checklist.items).map((item) => `${item.name}: ${item.hint}`),
        ].join(' '),
        url: '/tools',
      },
    ],
  }
}
