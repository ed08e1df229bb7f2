import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { JsonLd } from '@/components/ui/JsonLd'
import { getHomeCopy } from '@/copy/home'
import { ContactSection } from '@/features/contact/components'
import { FundingCheckSection } from '@/features/funding-check/components'
import { AboutSection } from '@/features/home/components'
import { HeroSection } from '@/features/home/components'
import { Reveal } from '@/features/home/components'
import { ServicesSection } from '@/features/home/components'
import { StatsBand } from '@/features/home/components'
import { FeaturedInsights } from '@/features/insights/components'
import { getArticles } from '@/features/insights/queries'
import { getTeam, getTestimonials } from '@/features/team/queries'
import { resolveLocale, type LocaleParams } from '@/lib/pageParams'
import { alternates } from '@/seo/alternates'
import { professionalServiceData } from '@/seo/structuredData'
import { getEnv } from '@/server/env'
import { getBrandName, getSiteSettings } from '@/site-settings/getSiteSettings'

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
  const [settings, articles, brand, team, testimonials] = await Promise.all([
    getSiteSettings(locale),
    getArticles(locale),
    getBrandName(locale),
    getTeam(locale),
    getTestimonials(locale),
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
      <AboutSection copy={copy.about} team={team} testimonials={testimonials} />
      <FeaturedInsights locale={locale} copy={copy.insights} articles={articles.slice(0, 3)} />
      <ContactSection locale={locale} contact={settings.contact} copy={copy.contact} />
    </>
  )
}
