import type { Locale } from '@/i18n/locales'

import { legal as de } from './de'
import { legal as en } from './en'
import { legal as hr } from './hr'
import type { LegalDocument, LegalDocuments } from './types'

const documents: Record<Locale, LegalDocuments> = { hr, en, de }

export type LegalSlug = keyof LegalDocuments

export const getLegalDocument = (locale: Locale, slug: LegalSlug): LegalDocument =>
  documents[locale][slug]
