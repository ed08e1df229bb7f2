import { ArrowRight } from 'lucide'

import { Icon } from '@/components/ui/Icon'
import { Section } from '@/components/ui/Section'
import type { HomeCopy } from '@/features/home'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import type { ArticleSummary } from '../articles'
import { ArticleCard } from './ArticleCard'

type Props = { locale: Locale; copy: HomeCopy['insights']; articles: ArticleSummary[] }

/** The three newest published articles and a link to all of them. */
export function FeaturedInsights({ locale, copy, articles }: Props) {
  return (
    <Section id="insights" title={copy.title} intro={copy.intro} className="bg-slate-50">
      {articles.length > 0 ? (
        <div className="mt-10 grid gap-8 md:grid-cols-2 xl:grid-cols-3">
          {articles.map((article) => (
            <ArticleCard key={article.id} locale={locale} article={article} headingLevel="h3" />
          ))}
        </div>
      ) : (
        <p className="mt-10 text-slate-700">{copy.empty}</p>
      )}
      <Link
        href="/insights"
        className="mt-10 inline-flex h-12 items-center gap-2 rounded-md bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {copy.viewAll}
        <Icon icon={ArrowRight} className="size-4" />
      </Link>
    </Section>
  )
}
