import type { Locale } from '@/i18n/locales'

import { resources as de } from './de'
import { resources as en } from './en'
import { resources as hr } from './hr'
import type { ResourcesCopy } from './types'

const copy: Record<Locale, ResourcesCopy> = { hr, en, de }

export const getResourcesCopy = (locale: Locale): ResourcesCopy => copy[locale]
