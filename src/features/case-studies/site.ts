import type { FeatureSite } from '@/core/feature'
import { translator } from '@/i18n/translator'
import { readablePages } from '@/seo/sitemap'

/** The case studies' list and each published one; the list among the resources. */
export const site: FeatureSite = {
  pages: ['/case-studies'],
  items: (payload) => readablePages(payload, 'case-studies', '/case-studies'),
  links: [
    {
      place: 'resources',
      href: '/case-studies',
      label: (locale) => translator(locale, 'Resources')('caseStudies'),
    },
  ],
}
