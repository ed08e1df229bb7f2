import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText } from '@payloadcms/richtext-lexical/react'
import { getTranslations } from 'next-intl/server'

import { HomeLink } from '@/components/site/HomeLink.client'
import type { Locale } from '@/i18n/locales'

type Props = {
  locale: Locale
  title: string
  /** The date of the last change, as written ("1. listopada 2026."). */
  updated: string
  summary: string
  /** Headings (h2) and paragraphs. */
  body: SerializedEditorState
}

/** A legal document (privacy, terms, cookies): title, last change, summary and its sections. */
export async function LegalDocument({ locale, title, updated, summary, body }: Props) {
  const t = await getTranslations({ locale, namespace: 'Legal' })
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <HomeLink className="text-sm text-brand-700 underline-offset-4 hover:underline">
        ← {t('backHome')}
      </HomeLink>
      <h1 className="mt-6 text-4xl font-bold tracking-tight text-brand-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('updated', { date: updated })}</p>
      <p className="mt-6 text-lg text-slate-700">{summary}</p>
      <RichText
        data={body}
        disableContainer
        converters={({ defaultConverters }) => ({
          ...defaultConverters,
          heading: ({ node, nodesToJSX }) => (
            <h2 className="mt-10 text-2xl font-semibold text-brand-900">
              {nodesToJSX({ nodes: node.children })}
            </h2>
          ),
          paragraph: ({ node, nodesToJSX }) => (
            <p className="mt-4 leading-7 text-slate-800">{nodesToJSX({ nodes: node.children })}</p>
          ),
        })}
      />
    </article>
  )
}
