import { serviceSlugs } from './rules'
import type { FeatureSite } from '@/core/feature'
import { translator } from '@/i18n/translator'

/** The six services' pages, in the services menu. */
export const site: FeatureSite = {
  links: serviceSlugs.map((slug) => ({
    place: 'services' as const,
    href: `/services/${slug}`,
    label: (locale) => translator(locale, 'Services')(slug),
  })),
}
