import type { FeatureSite } from '@/core/feature'
import { translator } from '@/i18n/translator'

/** The free tools' page, among the resources. */
export const site: FeatureSite = {
  pages: ['/tools'],
  links: [
    {
      place: 'resources',
      href: '/tools',
      label: (locale) => translator(locale, 'Resources')('tools'),
    },
  ],
}
