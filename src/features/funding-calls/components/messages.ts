import type { getTranslations } from 'next-intl/server'

/*
 * The messages of a namespace as a page reads them once and hands them to its parts (plain
 * functions, rendered in place, where parts that read their own would each be awaited).
 */
export type CatalogueMessages = Awaited<ReturnType<typeof getTranslations<'Catalogue'>>>
export type FundingCallMessages = Awaited<ReturnType<typeof getTranslations<'FundingCalls'>>>
export type FundingCheckMessages = Awaited<ReturnType<typeof getTranslations<'FundingCheck'>>>
