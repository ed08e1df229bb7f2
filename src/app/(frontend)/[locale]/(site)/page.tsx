import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { AboutSection } from '@/components/site/home/AboutSection'
import { ContactSection } from '@/components/site/home/ContactSection'
import { HeroSection } from '@/components/site/home/HeroSection'
import { ServicesSection } from '@/components/site/home/ServicesSection'
import { alternates } from '@/lib/alternates'
import { resolveLocale, type LocaleParams } from '@/lib/pageParams'
import { getSiteSettings } from '@/queries/getSiteSettings'

// Only the three languages of generateStaticParams (src/app/(frontend)/[locale]/layout.tsx).
export const dynamicParams = false

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params)
  return { alternates: alternates(locale, '/') }
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  setRequestLocale(locale)
  const settings = await getSiteSettings(locale)
  return (
    <>
      <HeroSection locale={locale} />
      <ServicesSection locale={locale} />
      <AboutSection locale={locale} />
      <ContactSection locale={locale} contact={settings.contact} />
    </>
  )
}
