import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { localizedPath } from '@/seo/alternates'
import { getEnv } from '@/server/env'
import { getPayloadClient } from '@/server/getPayloadClient'
import { getBrandName } from '@/site-settings/getSiteSettings'

import { callsCalendar } from '../calendar'
import { activeFilters } from '../activeFilters'
import { catalogueEntries } from '../catalogue'
import { callsFeed } from '../feed'
import { findFundingCall } from '../fundingCalls'
import {
  catalogueQuery,
  readCatalogueFilters,
  type CatalogueFilters,
} from '../rules/catalogueFilters'

const listPath = '/otvoreni-natjecaji'

/** Subscribers and caches may keep a calendar or feed for an hour. */
const cacheControl = 'public, max-age=3600'

/** The filters of a calendar or feed address: the list's, always from the first page. */
function filtersOf(params: URLSearchParams): CatalogueFilters {
  return { ...readCatalogueFilters(params), page: 1, sort: 'deadline' }
}

/** The filters in words ("Istarska županija · Mala poduzeća · NKD 62.01"), for a title. */
async function describeFilters(locale: Locale, filters: CatalogueFilters): Promise<string[]> {
  const t = translator(locale, 'Catalogue')
  let programmeName: string | null = null
  if (filters.programme) {
    const payload = await getPayloadClient()
    const programme = await payload
      .findByID({ collection: 'programmes', id: filters.programme, locale, depth: 0 })
      .catch(() => null)
    programmeName = programme?.name ?? null
  }
  return [
    ...(filters.status === 'current' ? [] : [t(`statusTabs.${filters.status}`)]),
    ...activeFilters(locale, filters, programmeName).map((filter) => filter.label),
  ]
}

/** The title of a filter set's calendar or feed: the site, the list, and the filters. */
async function titleOf(locale: Locale, filters: CatalogueFilters): Promise<string> {
  const t = translator(locale, 'FundingCalls')
  const parts = await describeFilters(locale, filters)
  const title = [t('title'), ...parts].join(' · ')
  return t('calendarName', { site: await getBrandName(locale), title })
}

/** GET /otvoreni-natjecaji.ics?…: a subscribable calendar of the list's calls for its filters. */
export async function catalogueCalendarResponse(
  locale: Locale,
  params: URLSearchParams,
): Promise<Response> {
  const filters = filtersOf(params)
  const payload = await getPayloadClient()
  const calls = await catalogueEntries(payload, locale, filters, 'deadline')
  const body = callsCalendar({
    locale,
    siteUrl: getEnv().SITE_URL,
    name: await titleOf(locale, filters),
    calls,
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="natjecaji.ics"',
      'Cache-Control': cacheControl,
    },
  })
}

/** GET /otvoreni-natjecaji/feed?…: an RSS feed of new and changed calls for the filters. */
export async function catalogueFeedResponse(
  locale: Locale,
  params: URLSearchParams,
): Promise<Response> {
  const filters = filtersOf(params)
  const payload = await getPayloadClient()
  const calls = await catalogueEntries(payload, locale, filters, 'changed')
  const query = catalogueQuery(filters)
  const t = translator(locale, 'FundingCalls')
  const body = callsFeed({
    locale,
    siteUrl: getEnv().SITE_URL,
    title: await titleOf(locale, filters),
    description: t('metaDescription'),
    selfPath: `${localizedPath(locale, `${listPath}/feed`)}${query}`,
    listPath: `${localizedPath(locale, listPath)}${query}`,
    calls,
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': cacheControl,
    },
  })
}

/** GET /natjecaj/{id}/kalendar.ics: one call's deadline (and opening) to add to a calendar. */
export async function callCalendarResponse(locale: Locale, id: number | null): Promise<Response> {
  const payload = await getPayloadClient()
  const call = id === null ? null : await findFundingCall(payload, locale, id)
  if (!call) {
    return new Response(translator(locale, 'FundingCalls')('notFound'), {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const body = callsCalendar({
    locale,
    siteUrl: getEnv().SITE_URL,
    name: call.fundName,
    calls: [call],
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="natjecaj-${call.id}.ics"`,
      'Cache-Control': cacheControl,
    },
  })
}
