import { getLegalDocument, type LegalSlug } from './copy/legal'
import { offerIcons, serviceSlugs, type ServiceSlug } from '@/features/services/rules'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import hr from '@/i18n/messages/hr.json'
import { locales, type Locale } from '@/i18n/locales'

import { paragraphsToLexical } from '@/seed/lexical'

import { getCareersCopy } from './copy/careers'
import { getHomeCopy, homeFigures } from './copy/home'
import { getResourcesCopy } from './copy/resources'
import { getPrimaryCta, getServicePage } from './copy/services'
import type { Localized } from '@/seed/kit'

/**
 * The site's pages as editors find them in /admin after the first start: today's copy
 * (./copy/*, written for the site in three languages) set in blocks, so the site reads and
 * looks as it did before pages were editable. Marked as demo content like the rest of the seed.
 */
export type DemoPage = {
  path: string
  template: 'full' | 'contained' | 'document'
  title: Localized<string>
  meta: Localized<{ title: string; description: string }> | null
  layout: Localized<Record<string, unknown>[]>
}

const messages = { hr, en, de }
const lines = (items: readonly string[]) => items.map((text) => ({ text }))
const perLocale = <T>(make: (locale: Locale) => T): Localized<T> =>
  Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Localized<T>

function homeLayout(locale: Locale) {
  const copy = getHomeCopy(locale)
  return [
    { blockType: 'hero', ...copy.hero, benefits: lines(copy.hero.benefits) },
    {
      blockType: 'serviceCards',
      title: copy.services.title,
      intro: copy.services.intro,
      learnMore: copy.services.learnMore,
      cards: copy.services.cards.map((card) => ({ ...card, features: lines(card.features) })),
    },
    {
      blockType: 'stats',
      title: copy.stats.title,
      items: homeFigures.map((figure, index) => ({
        target: figure.target,
        prefix: 'prefix' in figure ? figure.prefix : null,
        suffix: figure.suffix,
        label: copy.stats.labels[index],
      })),
    },
    { blockType: 'fundingCheck', ...copy.fundingCheck },
    {
      blockType: 'about',
      ...copy.about,
      descriptions: lines(copy.about.descriptions),
      statLabels: lines(copy.about.statLabels),
      story: { title: copy.about.story.title, paragraphs: lines(copy.about.story.paragraphs) },
    },
    { blockType: 'insights', ...copy.insights },
    { blockType: 'contact', ...copy.contact },
  ]
}

const section = <T>(anchor: string, part: { title: string; intro: string; items: T }) => ({
  anchor,
  title: part.title,
  intro: part.intro,
  items: part.items,
})

function serviceLayout(locale: Locale, slug: ServiceSlug) {
  const page = getServicePage(locale, slug)
  const extras = page as Partial<Record<'results' | 'stats' | 'steps' | 'programmes', never>>
  const figures = (anchor: 'results' | 'stats') =>
    anchor in page ? [{ blockType: 'figures', ...section(anchor, extras[anchor] as never) }] : []
  return [
    {
      blockType: 'serviceHero',
      eyebrow: page.eyebrow,
      title: messages[locale].Services[slug],
      lead: page.lead,
      primaryCta: getPrimaryCta(locale),
      secondaryCta: page.secondaryCta,
    },
    ...figures('results'),
    ...figures('stats'),
    {
      blockType: 'offers',
      ...section('offers', page.offers),
      items: page.offers.items.map((offer, index) => ({ ...offer, icon: offerIcons[slug][index] })),
    },
    ...('steps' in page ? [{ blockType: 'steps', ...section('steps', page.steps) }] : []),
    ...('programmes' in page
      ? [{ blockType: 'programmes', ...section('programmes', page.programmes) }]
      : []),
    { blockType: 'cta', ...page.cta },
  ]
}

function legalPage(slug: LegalSlug): DemoPage {
  return {
    path: `/${slug}`,
    template: 'document',
    title: perLocale((locale) => getLegalDocument(locale, slug).title),
    meta: perLocale((locale) => {
      const document = getLegalDocument(locale, slug)
      return { title: document.title, description: document.summary }
    }),
    layout: perLocale((locale) => {
      const document = getLegalDocument(locale, slug)
      return [
        {
          blockType: 'document',
          title: document.title,
          updated: document.updated,
          summary: document.summary,
          body: paragraphsToLexical(
            document.sections.flatMap((part) => [`## ${part.heading}`, ...part.paragraphs]),
          ),
        },
      ]
    }),
  }
}

export const demoPages: DemoPage[] = [
  {
    path: '/',
    template: 'full',
    title: { hr: 'Početna', en: 'Home', de: 'Startseite' },
    meta: null,
    layout: perLocale(homeLayout),
  },
  ...serviceSlugs.map(
    (slug): DemoPage => ({
      path: `/services/${slug}`,
      template: 'full',
      title: perLocale((locale) => messages[locale].Services[slug]),
      meta: perLocale((locale) => {
        const page = getServicePage(locale, slug)
        return { title: page.metaTitle, description: page.metaDescription }
      }),
      layout: perLocale((locale) => serviceLayout(locale, slug)),
    }),
  ),
  {
    path: '/careers',
    template: 'contained',
    title: perLocale((locale) => getCareersCopy(locale).title),
    meta: perLocale((locale) => {
      const copy = getCareersCopy(locale)
      return { title: copy.metaTitle, description: copy.metaDescription }
    }),
    layout: perLocale((locale) => {
      const copy = getCareersCopy(locale)
      return [
        { blockType: 'pageIntro', title: copy.title, intro: copy.intro },
        { blockType: 'benefits', ...copy.benefits },
        { blockType: 'openings', ...copy.openings },
      ]
    }),
  },
  {
    path: '/resources',
    template: 'contained',
    title: perLocale((locale) => getResourcesCopy(locale).title),
    meta: perLocale((locale) => {
      const copy = getResourcesCopy(locale)
      return { title: copy.metaTitle, description: copy.metaDescription }
    }),
    layout: perLocale((locale) => {
      const copy = getResourcesCopy(locale)
      return [
        { blockType: 'pageIntro', title: copy.title, intro: copy.intro },
        { blockType: 'downloads' },
        { blockType: 'cta', ...copy.cta },
      ]
    }),
  },
  legalPage('privacy'),
  legalPage('terms'),
  legalPage('cookies'),
]
