import { Bell, CalendarPlus, Rss } from 'lucide'

import { Icon } from '@/components/ui/Icon'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/seo/alternates'

import type { CatalogueFilters } from '../rules/catalogueFilters'
import { alertsHref, cataloguePath } from './catalogueLinks'
import type { CatalogueMessages } from './messages'
import { CatalogueLink as Link } from './CatalogueLink'

/** The calendar, the feed and an e-mail alert of the calls the current filters show. */
export function CatalogueSubscribe({
  t,
  locale,
  filters,
  feedQuery,
  alertLabel,
}: {
  t: CatalogueMessages
  locale: Locale
  filters: CatalogueFilters
  /** The filters' query, first page in deadline order, as the calendar and the feed take it. */
  feedQuery: string
  alertLabel: string
}) {
  return (
    <p className="mt-12 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
      <span className="font-semibold text-brand-900">{t('subscribe')}:</span>
      <a
        href={`${localizedPath(locale, `${cataloguePath}.ics`)}${feedQuery}`}
        className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
        data-testid="catalogue-calendar"
      >
        <Icon icon={CalendarPlus} className="size-4" />
        {t('calendar')}
      </a>
      <a
        href={`${localizedPath(locale, `${cataloguePath}/feed`)}${feedQuery}`}
        className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
        data-testid="catalogue-feed"
      >
        <Icon icon={Rss} className="size-4" />
        {t('feed')}
      </a>
      <Link
        href={alertsHref(filters)}
        className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
        data-testid="catalogue-alert"
      >
        <Icon icon={Bell} className="size-4" />
        {alertLabel}
      </Link>
    </p>
  )
}
