import type { Locale } from '@/i18n/locales'

import { tools as de } from './de'
import { tools as en } from './en'
import { tools as hr } from './hr'
import type { ToolsCopy } from './types'

const copy: Record<Locale, ToolsCopy> = { hr, en, de }

/** All text of the /tools page in one language. */
export const getToolsCopy = (locale: Locale): ToolsCopy => copy[locale]
