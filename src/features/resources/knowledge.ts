import type { FeatureKnowledge } from '@/core/knowledge'
import { translator } from '@/i18n/translator'

import { listDownloads } from './downloads'

/** The downloads the resources page offers (its own words are the pages feature's). */
export const knowledge: FeatureKnowledge = async (payload, locale) => {
  const resources = translator(locale, 'Navbar')('resources')
  const downloads = await listDownloads(payload, locale)
  return {
    passages: downloads.map((item, index) => ({
      id: `resources:${index}`,
      title: `${resources}: ${item.title}`,
      text: item.description,
      url: '/resources',
    })),
  }
}
