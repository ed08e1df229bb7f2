import type { FeatureSite } from '@/core/feature'
import { translator } from '@/i18n/translator'

/** The alerts' form; in the footer (not fetched ahead: it reads the member's session). */
export const site: FeatureSite = {
  pages: ['/alerts'],
  links: [
    {
      place: 'company',
      href: '/alerts',
      label: (locale) => translator(locale, 'Alerts')('links.footer'),
      prefetch: false,
    },
  ],
}
