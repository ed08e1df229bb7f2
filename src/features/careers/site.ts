import type { FeatureSite } from '@/core/feature'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { readablePages } from '@/seo/sitemap'

const careers = (locale: Locale) => translator(locale, 'Navbar')('careers')

/** Each open job opening's page; the job openings in the "about us" menu and the footer. */
export const site: FeatureSite = {
  items: (payload) => readablePages(payload, 'jobs', '/careers'),
  links: [
    { place: 'about', href: '/careers', label: careers },
    { place: 'company', href: '/careers', label: careers, last: true },
  ],
}
