import type { ServiceSlug } from '@/features/services/rules'
import type { Locale } from '@/i18n/locales'

import { services as de } from './de'
import { services as en } from './en'
import { services as hr } from './hr'
import type { ServicePages, ServicesCopy } from '@/features/services'

const copy: Record<Locale, ServicesCopy> = { hr, en, de }

/** The label of the hero's free-consultation button, shared by the six pages. */
export const getPrimaryCta = (locale: Locale): string => copy[locale].primaryCta

export const getServicePage = (locale: Locale, slug: ServiceSlug): ServicePages[ServiceSlug] =>
  copy[locale].pages[slug]
