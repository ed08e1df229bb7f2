import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { formatDate } from '@/lib/formatDate'
import { localizedPath } from '@/seo/alternates'
import { renderRss } from '@/seo/rss'

import type { CatalogueEntry } from './catalogue'

/**
 * An RSS 2.0 feed of calls, the latest change first. Each item is a call as of its last change,
 * so a change (a moved deadline, a raised amount) reaches subscribers as a new item; it says
 * whether the call is new or changed, its deadline and grant.
 */
export function callsFeed({
  locale,
  siteUrl,
  title,
  description,
  selfPath,
  listPath,
  calls,
}: {
  locale: Locale
  siteUrl: string
  title: string
  description: string
  /** The feed's own address and the list it follows, with their query. */
  selfPath: string
  listPath: string
  calls: CatalogueEntry[]
}): string {
  const t = translator(locale, 'FundingCalls')
  const absolute = (path: string) => new URL(path, siteUrl).toString()
  return renderRss({
    title,
    link: absolute(listPath),
    selfLink: absolute(selfPath),
    description,
    language: locale,
    items: calls.map((call) => {
      const link = absolute(localizedPath(locale, `/natjecaj/${call.id}`))
      const changed = call.updatedAt.slice(0, 16) !== call.createdAt.slice(0, 16)
      return {
        title: call.fundName,
        link,
        guid: `${link}#${call.updatedAt}`,
        date: call.updatedAt,
        description: [
          changed
            ? t('feedChanged', { date: formatDate(locale, call.updatedAt) })
            : t('feedNew', { date: formatDate(locale, call.createdAt) }),
          call.deadline ? t('deadline', { date: formatDate(locale, call.deadline) }) : t('rolling'),
          call.funding,
          call.shortDescription,
        ]
          .filter(Boolean)
          .join(' · '),
      }
    }),
  })
}
