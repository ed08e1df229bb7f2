import type { FeatureSite } from '@/core/feature'
import { translator } from '@/i18n/translator'
import { readablePages } from '@/seo/sitemap'

/** The articles' list and each published article; the list among the resources. */
export const site: FeatureSite = {
  pages: ['/insights'],
  items: (payload) => readablePages(payload, 'articles', '/insights'),
  links: [
    {
      place: 'resources',
      href: '/insights',
      label: (locale) => translator(locale, 'Resources')('insights'),
    },
  ],
}
