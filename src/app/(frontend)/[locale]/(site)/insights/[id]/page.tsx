import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BackLink } from '@/components/ui/BackLink'
import { Badge } from '@/components/ui/Badge'
import { DetailImage } from '@/components/ui/DetailImage'
import { JsonLd } from '@/components/ui/JsonLd'
import { PageContainer } from '@/components/ui/PageContainer'
import { RichContent } from '@/components/ui/RichContent'
import { ContactCta } from '@/features/contact/components'
import { ArticleMeta } from '@/features/insights/components'
import { ShareButton } from '@/features/insights/components'
import { ViewCounter } from '@/features/insights/components'
import { getArticle } from '@/features/insights/queries'
import type { ContentParams } from '@/lib/contentId'
import { findDetail, loadDetail } from '@/lib/loadDetail'
import { pageMetadata } from '@/seo/metadata'
import { articleData, breadcrumbList } from '@/seo/structuredData'
import { getEnv } from '@/server/env'
import { getBrandName } from '@/site-settings/getSiteSettings'

const listPath = '/insights'

export const revalidate = 600

// Rendered on first visit, then cached until an edit expires its tags.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: ContentParams): Promise<Metadata> {
  const { locale, item } = await findDetail(params, getArticle)
  if (!item) return {}
  return pageMetadata({
    locale,
    path: `/insights/${item.id}`,
    title: item.title,
    description: item.excerpt,
    image: item.image?.ogUrl,
    type: 'article',
    publishedTime: item.publishedDate,
  })
}

export default async function ArticlePage({ params }: ContentParams) {
  const { locale, item: article } = await loadDetail(params, listPath, getArticle)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Insights' })
  const content = await getTranslations({ locale, namespace: 'Content' })
  const siteUrl = getEnv().SITE_URL
  const path = `/insights/${article.id}`
  return (
    <PageContainer narrow>
      <JsonLd
        data={articleData(siteUrl, locale, {
          title: article.title,
          description: article.excerpt,
          path,
          image: article.image?.ogUrl ?? null,
          publishedDate: article.publishedDate,
          updatedAt: article.updatedAt,
          publisher: await getBrandName(locale),
        })}
      />
      <JsonLd
        data={breadcrumbList(siteUrl, locale, [
          { name: content('breadcrumbHome'), path: '/' },
          { name: t('title'), path: listPath },
          { name: article.title, path },
        ])}
      />
      <ViewCounter articleId={article.id} />
      <BackLink href={listPath} label={t('back')} />
      <article className="mt-8">
        <DetailImage image={article.image} />
        {article.category && <Badge className="mt-8">{article.category}</Badge>}
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {article.title}
        </h1>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
          <ArticleMeta
            locale={locale}
            publishedDate={article.publishedDate}
            readingTime={article.readingTime}
          />
          <ShareButton title={article.title} />
        </div>
        <p className="mt-8 border-l-4 border-brand-700 pl-4 text-xl text-slate-700">
          {article.excerpt}
        </p>
        {article.content && (
          <div className="mt-8">
            <RichContent data={article.content as SerializedEditorState} />
          </div>
        )}
      </article>
      <ContactCta title={content('ctaTitle')} text={t('ctaText')} button={content('contactUs')} />
    </PageContainer>
  )
}
