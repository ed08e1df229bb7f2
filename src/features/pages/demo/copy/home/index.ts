import type { Locale } from '@/i18n/locales'

import { de } from './de'
import { en } from './en'
import { hr } from './hr'
import type { HomeCopy } from '@/features/home'

const copy: Record<Locale, HomeCopy> = { hr, en, de }

export function getHomeCopy(locale: Locale): HomeCopy {
  return copy[locale]
}

/** The firm's figures on the home page, in the order of `stats.labels`. */
export const homeFigures = [
  { target: 96, suffix: '%' },
  { target: 100, suffix: '+' },
  { target: 1, prefix: '€', suffix: 'M+' },
  { target: 10, suffix: '+' },
] as const

export type { HomeCopy } from '@/features/home'
