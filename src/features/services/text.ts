import type { ServiceSlug } from './rules/slugs'

/** Exactly `N` items: a language with one offer too few or too many does not compile. */
export type Three<T> = readonly [T, T, T]
export type Four<T> = readonly [T, T, T, T]
export type Six<T> = readonly [T, T, T, T, T, T]

export type ServiceOffer = { title: string; text: string }
/** A large figure with its label and one sentence explaining it. */
export type ServiceFigure = { value: string; label: string; text?: string }
export type ServiceStep = { title: string; text: string }
export type ServiceProgramme = { name: string; scope: string; text: string }

export type SectionCopy<Items> = { title: string; intro: string; items: Items }

/** What every service page has: metadata, hero, six offers and a closing call to action. */
export type ServicePageCopy = {
  metaTitle: string
  metaDescription: string
  /** The short line above the page heading (the heading is the service name of the navbar). */
  eyebrow: string
  lead: string
  /** The label of the hero's second button to the contact section. */
  secondaryCta: string
  offers: SectionCopy<Six<ServiceOffer>>
  cta: { title: string; text: string; button: string }
}

/** The sections that some pages add to the common ones. */
type ServiceExtras = {
  consultancy: { results: SectionCopy<Three<ServiceFigure>> }
  'eu-business-plans': { stats: SectionCopy<Three<ServiceFigure>> }
  'eu-funding': {
    steps: SectionCopy<Four<ServiceStep>>
    programmes: SectionCopy<Six<ServiceProgramme>>
  }
}

/** One page per service of the navbar, each with its own sections. */
export type ServicePages = {
  [Slug in ServiceSlug]: ServicePageCopy &
    (Slug extends keyof ServiceExtras ? ServiceExtras[Slug] : unknown)
}

export type ServicesCopy = {
  /** The label of the hero's first button (the free 30-minute consultation). */
  primaryCta: string
  pages: ServicePages
}
