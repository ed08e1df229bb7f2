import type { FeatureDemo } from '@/core/feature'
import { createLocalized, isEmpty } from '@/seed/kit'

import { demoPages } from './pages'

/** The site's pages as editors first find them in /admin, published. */
export const demo: FeatureDemo = {
  seed: async (payload) => {
    if (!(await isEmpty(payload, 'pages'))) return { pages: 0 }
    for (const page of demoPages) {
      await createLocalized(
        payload,
        'pages',
        { path: page.path, template: page.template, _status: 'published' },
        {
          title: page.title,
          layout: page.layout,
          ...(page.meta ? { meta: page.meta } : {}),
        },
        () => ({ _status: 'published' }),
      )
    }
    return { pages: demoPages.length }
  },
}
