import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { serviceSlugs, type ServiceSlug } from '@/components/site/navigation'
import { getPrimaryCta, getServicePage } from '@/copy/services'
import { ContactCta } from '@/features/contact/components'
import { FigureList } from '@/features/services/components'
import { OfferGrid } from '@/features/services/components'
import { offerIcons } from '@/features/services/components'
import { ProgrammeGrid } from '@/features/services/components'
import { ServiceHero } from '@/features/services/components'
import { ServiceSection } from '@/features/services/components'
import { StepList } from '@/features/services/components'
import { resolveLocale } from '@/lib/pageParams'
import { pageMetadata } from '@/seo/metadata'

type Params = { params: Promise<{ locale: string; slug: string }> }

// The six services of the navbar in the three languages of the layout; anything else is a 404.
export const dynamicParams = false

export function generateStaticParams() {
  return serviceSlugs.map((slug) => ({ slug }))
}

const isServiceSlug = (slug: string): slug is ServiceSlug =>
  (serviceSlugs as readonly string[]).includes(slug)

async function resolveService(params: Params['params']) {
  const locale = await resolveLocale(params)
  const { slug } = await params
  if (!isServiceSlug(slug)) notFound()
  return { locale, slug }
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, slug } = await resolveService(params)
  const page = getServicePage(locale, slug)
  return pageMetadata({
    locale,
    path: `/services/${slug}`,
    title: page.metaTitle,
    description: page.metaDescription,
  })
}

export default async function ServicePage({ params }: Params) {
  const { locale, slug } = await resolveService(params)
  setRequestLocale(locale)
  const names = await getTranslations({ locale, namespace: 'Services' })
  const page = getServicePage(locale, slug)
  return (
    <>
      <ServiceHero
        eyebrow={page.eyebrow}
        title={names(slug)}
        lead={page.lead}
        primaryCta={getPrimaryCta(locale)}
        secondaryCta={page.secondaryCta}
      />
      {'results' in page && (
        <ServiceSection id="results" title={page.results.title} intro={page.results.intro}>
          <FigureList figures={page.results.items} />
        </ServiceSection>
      )}
      {'stats' in page && (
        <ServiceSection id="stats" title={page.stats.title} intro={page.stats.intro}>
          <FigureList figures={page.stats.items} />
        </ServiceSection>
      )}
      <ServiceSection
        id="offers"
        title={page.offers.title}
        intro={page.offers.intro}
        className="bg-slate-50"
      >
        <OfferGrid offers={page.offers.items} icons={offerIcons[slug]} />
      </ServiceSection>
      {'steps' in page && (
        <ServiceSection id="steps" title={page.steps.title} intro={page.steps.intro}>
          <StepList steps={page.steps.items} />
        </ServiceSection>
      )}
      {'programmes' in page && (
        <ServiceSection
          id="programmes"
          title={page.programmes.title}
          intro={page.programmes.intro}
          className="bg-slate-50"
        >
          <ProgrammeGrid programmes={page.programmes.items} />
        </ServiceSection>
      )}
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
        <ContactCta title={page.cta.title} text={page.cta.text} button={page.cta.button} />
      </div>
    </>
  )
}
