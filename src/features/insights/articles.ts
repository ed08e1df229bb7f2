import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { imagePopulate, toContentImage, type ContentImage } from '@/media/image'
import type { Article, Category } from '@/payload-types'
import { findPublished } from '@/server/published/findPublished'
import { listLimit } from '@/server/published/limits'

export type ArticleSummary = {
  id: number
  title: string
  excerpt: string
  publishedDate: string
  readingTime: number | null
  category: string | null
  image: ContentImage | null
}

export type ArticleDetail = ArticleSummary & {
  content: Article['content']
  updatedAt: string
}

const populate = { ...imagePopulate, categories: { title: true } } as const

function categoryTitle(value: number | Category | null | undefined): string | null {
  return value && typeof value === 'object' ? value.title : null
}

function summary(
  doc: Pick<
    Article,
    'id' | 'title' | 'excerpt' | 'publishedDate' | 'readingTime' | 'category' | 'featuredImage'
  >,
): ArticleSummary {
  return {
    id: doc.id,
    title: doc.title,
    excerpt: doc.excerpt,
    // Anonymous reads only return dated articles (publishedOrEditor).
    publishedDate: doc.publishedDate ?? '',
    readingTime: doc.readingTime ?? null,
    category: categoryTitle(doc.category),
    image: toContentImage(doc.featuredImage),
  }
}

/** The newest published articles (date set and not in the future), at most `limit`. */
export async function listArticles(
  payload: Payload,
  locale: Locale,
  limit: number = listLimit,
): Promise<ArticleSummary[]> {
  const { docs } = await payload.find({
    collection: 'articles',
    locale,
    depth: 1,
    overrideAccess: false,
    limit,
    pagination: false,
    sort: '-publishedDate',
    select: {
      title: true,
      excerpt: true,
      publishedDate: true,
      readingTime: true,
      category: true,
      featuredImage: true,
    },
    populate,
  })
  return docs.map(summary)
}

/** One published article, or null when it does not exist or is not published yet. */
export async function findArticle(
  payload: Payload,
  locale: Locale,
  id: number,
): Promise<ArticleDetail | null> {
  const doc = await findPublished(payload, 'articles', locale, id, populate)
  if (!doc) return null
  return { ...summary(doc), content: doc.content ?? null, updatedAt: doc.updatedAt }
}
