import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'

import { NotFoundView } from '@/components/site/NotFoundView'

// Pages that call notFound() land here; unknown paths are answered by app/global-not-found.tsx.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound')
  return { title: t('title'), robots: { index: false } }
}

export default async function NotFound() {
  return <NotFoundView locale={await getLocale()} />
}
