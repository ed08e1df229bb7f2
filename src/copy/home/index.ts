import type { Locale } from '@/i18n/locales'

import { de } from './de'
import { en } from './en'
import { hr } from './hr'
import type { HomeCopy } from './types'

const copy: Record<Locale, HomeCopy> = { hr, en, de }

export function getHomeCopy(locale: Locale): HomeCopy {
  return copy[locale]
}

export type { HomeCopy } from './types'
