import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/server/cache/revalidate'
import { cachedQuery } from '@/server/published/cachedQuery'

import { searchCatalogue } from '../catalogue'
import { readCatalogueFilters } from '../rules/catalogueFilters'

/**
 * The unfiltered first page of the catalogue, cached until a call, a programme or an image
 * changes (and at most the content refresh time, as statuses move with the date).
 */
export const getDefaultCatalogue = cachedQuery(
  'catalogue-default',
  [cacheTags.fundingCalls, cacheTags.media],
  (payload: Payload, locale: Locale) =>
    searchCatalogue(payload, locale, readCatalogueFilters(new URLSearchParams())),
)
