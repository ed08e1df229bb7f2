import type { FeatureDemo } from '@/core/feature'
import { createIllustration, createLocalized, isEmpty } from '@/seed/kit'

import { demoDownloads } from './downloads'

/** The demo downloads: each file made here (a spreadsheet, PDFs) with its drawn cover. */
export const demo: FeatureDemo = {
  seed: async (payload) => {
    if (!(await isEmpty(payload, 'downloads'))) return { downloads: 0 }
    for (const [index, download] of demoDownloads.entries()) {
      const cover = await createIllustration(payload, download.key, index + 7, download.title)
      const file = await download.file()
      await createLocalized(
        payload,
        'downloads',
        {
          language: download.language,
          gated: download.gated,
          cover,
          order: (index + 1) * 10,
          shown: true,
        },
        { title: download.title, description: download.description },
        undefined,
        { ...file, size: file.data.length },
      )
    }
    return { downloads: demoDownloads.length }
  },
}
