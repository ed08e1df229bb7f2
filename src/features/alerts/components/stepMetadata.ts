import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { resolveLocale } from '@/lib/pageParams'
import { alternates } from '@/seo/alternates'

import type { PageProps } from './paths'

/**
 * generateMetadata of a page reached from a mail's link or the account (manage, not relevant,
 * my alerts): its title from the Alerts messages, its address in each language, not indexed.
 */
export const stepMetadata =
  (title: 'manage.title' | 'notRelevant.title' | 'account.title', path: string) =>
  async ({ params }: Pick<PageProps, 'params'>): Promise<Metadata> => {
    const locale = await resolveLocale(params)
    const t = await getTranslations({ locale, namespace: 'Alerts' })
    return { title: t(title), alternates: alternates(locale, path), robots: { index: false } }
  }
