import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { HomeLink } from '@/components/site/HomeLink.client'
import { getLegalDocument, type LegalSlug } from '@/copy/legal'
import { resolveLocale, type LocaleParams } from '@/lib/pageParams'
import { alternates } from '@/seo/alternates'

/** generateMetadata and the page component of one legal document (privacy, terms, cookies). */
export function legalPage(slug: LegalSlug) {
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await resolveLocale(params)
    const document = getLegalDocument(locale, slug)
    return {
      title: document.title,
      description: document.summary,
      alternates: alternates(locale, `/${slug}`),
    }
  }

  async function Page({ params }: LocaleParams) {
    const locale = await resolveLocale(params)
    setRequestLocale(locale)
    const t = await getTranslations({ locale, namespace: 'Legal' })
    const document = getLegalDocument(locale, slug)
    return (
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <HomeLink className="text-sm text-brand-700 underline-offset-4 hover:underline">
          ← {t('backHome')}
        </HomeLink>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-brand-900">{document.title}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('updated', { date: document.updated })}</p>
        <p className="mt-6 text-lg text-slate-700">{document.summary}</p>
        {document.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-2xl font-semibold text-brand-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-4 leading-7 text-slate-800">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </article>
    )
  }

  return { generateMetadata, Page }
}
