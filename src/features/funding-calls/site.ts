import type { FeatureSite } from '@/core/feature'
import { translator } from '@/i18n/translator'
import { readablePages } from '@/seo/sitemap'

const openTenders = (locale: Parameters<typeof translator>[0]) =>
  translator(locale, 'Navbar')('openTenders')

/** The call list and every call's page; the list in the navbar and the footer. */
export const site: FeatureSite = {
  pages: ['/otvoreni-natjecaji'],
  items: (payload) => readablePages(payload, 'funding-calls', '/natjecaj'),
  links: [
    { place: 'main', href: '/otvoreni-natjecaji', label: openTenders },
    { place: 'company', href: '/otvoreni-natjecaji', label: openTenders },
  ],
}
