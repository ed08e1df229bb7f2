import type { Metadata } from 'next'

import type { Locale } from '@/i18n/locales'

import { alternates, localizedPath } from './alternates'

type PageSeo = {
  locale: Locale
  /** The path without language prefix, e.g. `/insights/3`. */
  path: string
  title: string
  description: string
  /** Absolute or root-relative URL of a 1200×630 image; the site's default otherwise. */
  image?: string | null
  type?: 'website' | 'article'
  publishedTime?: string
}

const defaultImage = { url: '/og-default.jpg', width: 1200, height: 630 }

/** Title, description, canonical URL, hreflang alternates and Open Graph data of a page. */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  image,
  type = 'website',
  publishedTime,
}: PageSeo): Metadata {
  const images = [image ? { url: image, width: 1200, height: 630 } : defaultImage]
  return {
    title,
    description,
    alternates: alternates(locale, path),
    openGraph: {
      title,
      description,
      url: localizedPath(locale, path),
      locale,
      type,
      images,
      ...(publishedTime ? { publishedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title, description, images: images.map((i) => i.url) },
  }
}
