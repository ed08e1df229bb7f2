import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { loadPage, pageMetadata } from '@/features/pages'
import { NotFoundHere } from '@/components/site/NotFoundHere'
import { PageView } from '@/features/pages/components'
import { pathFromSegments } from '@/features/pages/rules'
import { resolveLocale } from '@/lib/pageParams'

type Params = { params: Promise<{ locale: string; path: string[] }> }

// Every page editors build (service pages, careers, resources, the legal pages, new ones):
// rendered on first visit, then cached until a page is published or changed.
export const revalidate = 600

export function generateStaticParams() {
  return []
}

async function resolvePath(params: Params['params']) {
  const locale = await resolveLocale(params)
  // Before the page is looked up: its 404 (not-found.tsx) reads the language from here.
  setRequestLocale(locale)
  return { locale, path: pathFromSegments((await params).path) }
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, path } = await resolvePath(params)
  return pageMetadata(locale, path)
}

export default async function BlockPage({ params }: Params) {
  const { locale, path } = await resolvePath(params)
  const found = await loadPage(locale, path)
  if (!found) return <NotFoundHere locale={locale} />
  return <PageView locale={locale} page={found.page} preview={found.preview} />
}
