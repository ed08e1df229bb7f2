import type { Locale } from '@/i18n/locales'

import { localizedPath } from './alternates'

type Crumb = { name: string; path: string }

function absolute(siteUrl: string, locale: Locale, path: string): string {
  return new URL(localizedPath(locale, path), siteUrl).toString()
}

/** schema.org BreadcrumbList of a page, from the home page down to the page itself. */
export function breadcrumbList(siteUrl: string, locale: Locale, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(siteUrl, locale, crumb.path),
    })),
  }
}

type ArticleData = {
  title: string
  description: string
  path: string
  image: string | null
  publishedDate: string
  updatedAt: string
  publisher: string
}

/** schema.org Article of an insight. */
export function articleData(siteUrl: string, locale: Locale, article: ArticleData) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    inLanguage: locale,
    mainEntityOfPage: absolute(siteUrl, locale, article.path),
    datePublished: article.publishedDate,
    dateModified: article.updatedAt,
    ...(article.image ? { image: [new URL(article.image, siteUrl).toString()] } : {}),
    author: { '@type': 'Organization', name: article.publisher },
    publisher: { '@type': 'Organization', name: article.publisher },
  }
}

type FirmData = {
  name: string
  description: string | null | undefined
  contact: {
    email: string
    phone?: string | null
    street?: string | null
    postalCode?: string | null
    city?: string | null
    country?: string | null
  }
  sameAs: (string | null | undefined)[]
}

/**
 * schema.org ProfessionalService (an Organization) of the firm: name, address in Osijek, contact
 * and profiles, for the home page of each language.
 */
export function professionalServiceData(siteUrl: string, locale: Locale, firm: FirmData) {
  const { contact } = firm
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${new URL('/', siteUrl).toString()}#organization`,
    name: firm.name,
    ...(firm.description ? { description: firm.description } : {}),
    url: absolute(siteUrl, locale, '/'),
    logo: new URL('/og-default.jpg', siteUrl).toString(),
    image: new URL('/og-default.jpg', siteUrl).toString(),
    email: contact.email,
    ...(contact.phone ? { telephone: contact.phone } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(contact.street ? { streetAddress: contact.street } : {}),
      ...(contact.postalCode ? { postalCode: contact.postalCode } : {}),
      ...(contact.city ? { addressLocality: contact.city } : {}),
      addressCountry: 'HR',
    },
    areaServed: { '@type': 'Country', name: contact.country ?? 'Croatia' },
    knowsLanguage: ['hr', 'en', 'de'],
    sameAs: firm.sameAs.filter((url): url is string => Boolean(url)),
  }
}
