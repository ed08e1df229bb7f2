import { getTranslations } from 'next-intl/server'

import { Badge } from '@/components/ui/Badge'
import { Card } from '@/components/ui/Card'
import type { Locale } from '@/i18n/locales'

import type { ArticleSummary } from '../articles'
import { ArticleMeta } from './ArticleMeta'

/** A card of the insights list: image, category, title, date, reading time and excerpt. */
export async function ArticleCard({
  locale,
  article,
  headingLevel,
  preload,
}: {
  locale: Locale
  article: ArticleSummary
  headingLevel?: 'h2' | 'h3'
  preload?: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'Insights' })
  return (
    <Card
      href={`/insights/${article.id}`}
      title={article.title}
      image={article.image}
      badges={article.category ? <Badge>{article.category}</Badge> : undefined}
      more={t('readMore')}
      headingLevel={headingLevel}
      preload={preload}
    >
      <ArticleMeta
        locale={locale}
        publishedDate={article.publishedDate}
        readingTime={article.readingTime}
      />
      <p className="line-clamp-3 text-slate-700">{article.excerpt}</p>
    </Card>
  )
}
