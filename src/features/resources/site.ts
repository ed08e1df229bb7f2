import type { FeatureSite } from '@/core/feature'
import { translator } from '@/i18n/translator'

/** The downloads among the resources. */
export const site: FeatureSite = {
  links: [
    {
      place: 'resources',
      href: '/resources',
      label: (locale) => translator(locale, 'Resources')('downloads'),
    },
  ],
}
