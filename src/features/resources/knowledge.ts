import { getResourcesCopy } from '@/copy/resources'
import type { FeatureKnowledge } from '@/core/knowledge'

import { listDownloads } from './downloads'

/** The downloads the resources page offers. */
export const knowledge: FeatureKnowledge = async (payload, locale) => {
  const resources = getResourcesCopy(locale)
  const downloads = await listDownloads(payload, locale)
  return {
    passages: downloads.map((item, index) => ({
      id: `resources:${index}`,
      title: `${resources.title}: ${item.title}`,
      text: item.description,
      url: '/resources',
    })),
  }
}
