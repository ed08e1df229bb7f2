import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/server/cache/revalidate'
import { cachedQuery } from '@/server/published/cachedQuery'

import { findArticle, listArticles } from '../articles'

const tags = [cacheTags.articles, cacheTags.categories, cacheTags.media]

export const getArticles = cachedQuery('articles', tags, (payload, locale: Locale) =>
  listArticles(payload, locale),
)
export const getArticle = cachedQuery('article', tags, findArticle)
