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
