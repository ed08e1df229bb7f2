import type { CollectionSlug, Payload } from 'payload'

import { locales, type Locale } from '@/i18n/locales'

import { drawIllustration } from './illustration'

/**
 * What the features' demo parts (`demo` of a feature's definition, in its `demo/` folder) share
 * to write their content: the shape of a text in three languages, documents created in Croatian
 * then translated, illustrations drawn locally, dates relative to the day the seed runs.
 * DEMO CONTENT: invented companies and figures around real Croatian and EU programme names.
 */
export type Localized<T> = { hr: T; en: T; de: T }

// A fresh object per operation: Payload keeps per-request state in it (the storage plugin keeps the
// uploaded file there), which must not leak from one document into the next.
export const seedContext = () => ({ disableRevalidate: true })

const day = 24 * 60 * 60 * 1000
const otherLocales = locales.filter((locale) => locale !== 'hr')

/** The date `days` days before (positive) or after (negative) now, or null. */
export const daysAgo = (days: number | null) =>
  days === null ? null : new Date(Date.now() - days * day).toISOString()

/** The date `days` days after now (negative: before), or null when there is none. */
export const daysFromNow = (days: number | null | undefined) =>
  days === null || days === undefined ? null : new Date(Date.now() + days * day).toISOString()

/** The value of every localized field for one language. */
const pick = <T extends Record<string, unknown>>(fields: T, locale: Locale) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, (value as Localized<unknown>)[locale]]),
  )

/** True when a collection holds no document: the demo of a kind is seeded only then. */
export const isEmpty = async (payload: Payload, collection: CollectionSlug) =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs === 0

/**
 * Creates a document in Croatian, then adds its English and German texts. `perLocale` adds data
 * that depends on the created document (such as localized fields inside array rows).
 */
export async function createLocalized(
  payload: Payload,
  collection: CollectionSlug,
  shared: Record<string, unknown>,
  localized: Record<string, Localized<unknown>>,
  perLocale: (locale: Locale, doc: object) => Record<string, unknown> = () => ({}),
  file?: { data: Buffer; mimetype: string; name: string; size: number },
) {
  const doc = await payload.create({
    collection,
    locale: 'hr',
    data: { ...shared, ...pick(localized, 'hr') } as never,
    file,
    overrideAccess: true,
    context: seedContext(),
  })
  for (const locale of otherLocales) {
    await payload.update({
      collection,
      id: doc.id,
      locale,
      data: { ...pick(localized, locale), ...perLocale(locale, doc) } as never,
      overrideAccess: true,
      context: seedContext(),
    })
  }
  return doc
}

/** A drawn illustration (see ./illustration) saved as a media document; its id. */
export async function createIllustration(
  payload: Payload,
  key: string,
  seed: number,
  alt: Localized<string>,
) {
  const data = await drawIllustration(seed)
  const file = { data, mimetype: 'image/webp', name: `demo-${key}.webp`, size: data.length }
  const media = await createLocalized(payload, 'media', {}, { alt }, undefined, file)
  return media.id
}
