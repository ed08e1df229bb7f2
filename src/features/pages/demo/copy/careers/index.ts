import type { Locale } from '@/i18n/locales'

import { careers as de } from './de'
import { careers as en } from './en'
import { careers as hr } from './hr'
import type { CareersCopy } from '@/features/careers'

const copy: Record<Locale, CareersCopy> = { hr, en, de }

export const getCareersCopy = (locale: Locale): CareersCopy => copy[locale]
