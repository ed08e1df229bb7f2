import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { AboutSection } from '@/components/site/home/AboutSection'
import { ContactSection } from '@/components/site/home/ContactSection'
import { FeaturedInsights } from '@/components/site/home/FeaturedInsights'
import { FundingCheckSection } from '@/components/site/home/FundingCheckSection'
import { JsonLd } from '@/components/site/content/JsonLd'
import { HeroSection } from '@/components/site/home/HeroSection'
import { Reveal } from '@/components/site/home/Reveal.client'
import { ServicesSection } from '@/components/site/home/ServicesSection'
import { StatsBand } from '@/components/site/home/StatsBand'
import { getHomeCopy } from '@/content/home'
import { alternates } from '@/lib/alternates'
import { resolveLocale, type LocaleParams } from '@/lib/pageParams'
import { getArticles } from '@/queries/getArticles'
import { getBrandName, getSiteSettings } from '@/queries/getSiteSettings'
import { getEnv } from '@/server/env'
import { professionalServiceData } from '@/lib/structuredData'

// Only the three languages of generateStaticParams (src/app/(frontend)/[locale]/layout.tsx).
export const dynamicParams = false
// Featured insights follow the publication dates even without an edit.
export const revalidate = 600

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params)
  return { alternates: alternates(locale, '/') }
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  setRequestLocale(locale)
  const copy = getHomeCopy(locale)
  const [settings, articles, brand] = await Promise.all([
    getSiteSettings(locale),
    getArticles(locale),
    getBrandName(locale),
  ])
  const firm = professionalServiceData(getEnv().SITE_URL, locale, {
    name: brand,
    description: settings.description,
    contact: settings.contact,
    sameAs: [settings.social?.linkedin, settings.social?.instagram, settings.social?.facebook],
  })
  return (
    <>
      <JsonLd data={firm} />
      <Reveal />
      <HeroSection copy={copy.hero} />
      <ServicesSection copy={copy.services} />
      <StatsBand copy={copy.stats} />
      <FundingCheckSection locale={locale} copy={copy.fundingCheck} />
      <AboutSection copy={copy.about} />
      <FeaturedInsights locale={locale} copy={copy.insights} articles={articles.slice(0, 3)} />
      <ContactSection locale={locale} contact={settings.contact} copy={copy.contact} />
    </>
  )
}
