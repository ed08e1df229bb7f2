import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { getTranslations } from 'next-intl/server'
import { Fragment, type ReactNode } from 'react'

import { EmptyState } from '@/components/ui/EmptyState'
import { JsonLd } from '@/components/ui/JsonLd'
import { Notice } from '@/components/ui/Notice.client'
import { PageIntro } from '@/components/ui/PageIntro'
import { RichContent } from '@/components/ui/RichContent'
import type { HomeCopy } from '@/features/home'
import { BenefitGrid, OpenPositions } from '@/features/careers/components'
import { getOpenJobs } from '@/features/careers/queries'
import { ContactCta, ContactSection } from '@/features/contact/components'
import { FundingCheckSection } from '@/features/funding-check/components'
import { AboutSection, HeroSection, ServicesSection, StatsBand } from '@/features/home/components'
import { FeaturedInsights } from '@/features/insights/components'
import { getArticles } from '@/features/insights/queries'
import { LegalDocument } from '@/features/legal/components'
import { DownloadCard } from '@/features/resources/components'
import { getDownloads } from '@/features/resources/queries'
import {
  FigureList,
  OfferGrid,
  ProgrammeGrid,
  ServiceHero,
  ServiceSection,
  StepList,
} from '@/features/services/components'
import { getTeam, getTestimonials } from '@/features/team/queries'
import type { Locale } from '@/i18n/locales'
import { getSiteSettings } from '@/site-settings/getSiteSettings'

import { textsOf } from '../blocks/fields'
import type { BlockOf, PageBlock } from '../pages'
import type { PageTemplate } from '../rules/templates'

type Context = { locale: Locale; template: PageTemplate }

/**
 * The blocks' lists hold as many rows as the design takes (minRows/maxRows of the block), so a
 * list read from a block is the fixed-length tuple the section components describe.
 */
const tuple = <T,>(items: T[]) => items as never

const about = (block: BlockOf<'about'>): HomeCopy['about'] => ({
  badge: block.badge,
  title: block.title,
  subtitle: block.subtitle,
  descriptions: tuple(textsOf(block.descriptions)),
  storyButton: block.storyButton,
  teamButton: block.teamButton,
  statLabels: tuple(textsOf(block.statLabels)),
  mission: block.mission,
  story: { title: block.story.title, paragraphs: textsOf(block.story.paragraphs) },
  team: block.team,
  testimonials: block.testimonials,
})

/** The id of a section's heading: the anchor editors gave it, else one of its own. */
const sectionId = (block: { anchor?: string | null; blockType: string; id?: string | null }) =>
  block.anchor || `${block.blockType}-${block.id ?? 'section'}`

/** The home page's sections: hero, services, stats band, funding check, about, insights, contact. */
async function renderHomeBlock(
  block: BlockOf<
    'hero' | 'serviceCards' | 'stats' | 'fundingCheck' | 'about' | 'insights' | 'contact'
  >,
  locale: Locale,
): Promise<ReactNode> {
  switch (block.blockType) {
    case 'hero':
      return <HeroSection copy={{ ...block, benefits: tuple(textsOf(block.benefits)) }} />
    case 'serviceCards':
      return (
        <ServicesSection
          copy={{
            title: block.title,
            intro: block.intro,
            learnMore: block.learnMore,
            cards: (block.cards ?? []).map((card) => ({
              key: card.key,
              title: card.title,
              description: card.description,
              features: tuple(textsOf(card.features)),
            })),
          }}
        />
      )
    case 'stats':
      return <StatsBand title={block.title} figures={block.items ?? []} />
    case 'fundingCheck':
      return <FundingCheckSection locale={locale} copy={block} />
    case 'about': {
      const [team, testimonials] = await Promise.all([getTeam(locale), getTestimonials(locale)])
      return <AboutSection copy={about(block)} team={team} testimonials={testimonials} />
    }
    case 'insights': {
      const articles = await getArticles(locale)
      return <FeaturedInsights locale={locale} copy={block} articles={articles.slice(0, 3)} />
    }
    case 'contact': {
      const { contact } = await getSiteSettings(locale)
      return <ContactSection locale={locale} contact={contact} copy={block} />
    }
  }
}

/** The sections of a service page: its hero, then figures, offers, steps and programmes. */
function renderServiceBlock(
  block: BlockOf<'serviceHero' | 'figures' | 'offers' | 'steps' | 'programmes'>,
): ReactNode {
  switch (block.blockType) {
    case 'serviceHero':
      return <ServiceHero {...block} />
    case 'figures':
      return (
        <ServiceSection id={sectionId(block)} title={block.title} intro={block.intro}>
          <FigureList
            figures={(block.items ?? []).map((item) => ({ ...item, text: item.text ?? undefined }))}
          />
        </ServiceSection>
      )
    case 'offers': {
      const items = block.items ?? []
      return (
        <ServiceSection
          id={sectionId(block)}
          title={block.title}
          intro={block.intro}
          className="bg-slate-50"
        >
          <OfferGrid offers={items} />
        </ServiceSection>
      )
    }
    case 'steps':
      return (
        <ServiceSection id={sectionId(block)} title={block.title} intro={block.intro}>
          <StepList steps={block.items ?? []} />
        </ServiceSection>
      )
    case 'programmes':
      return (
        <ServiceSection
          id={sectionId(block)}
          title={block.title}
          intro={block.intro}
          className="bg-slate-50"
        >
          <ProgrammeGrid programmes={block.items ?? []} />
        </ServiceSection>
      )
  }
}

/** The section of one block (the home page's and the service pages' blocks by their own kind). */
async function renderBlock(block: PageBlock, { locale, template }: Context): Promise<ReactNode> {
  switch (block.blockType) {
    case 'hero':
    case 'serviceCards':
    case 'stats':
    case 'fundingCheck':
    case 'about':
    case 'insights':
    case 'contact':
      return renderHomeBlock(block, locale)
    case 'serviceHero':
    case 'figures':
    case 'offers':
    case 'steps':
    case 'programmes':
      return renderServiceBlock(block)
    case 'cta': {
      const cta = <ContactCta title={block.title} text={block.text} button={block.button} />
      return template === 'full' ? (
        <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">{cta}</div>
      ) : (
        cta
      )
    }
    case 'pageIntro':
      return <PageIntro title={block.title} intro={block.intro} />
    case 'richText':
      return (
        <Width template={template}>
          <RichContent data={block.content as SerializedEditorState} />
        </Width>
      )
    case 'faq':
      return <FaqList block={block} template={template} />
    case 'benefits':
      return <BenefitGrid benefits={{ title: block.title, items: tuple(block.items ?? []) }} />
    case 'openings': {
      const [jobs, t] = await Promise.all([
        getOpenJobs(locale),
        getTranslations({ locale, namespace: 'Careers' }),
      ])
      return (
        <>
          <Notice messages={{ 'not-found': t('notFound') }} />
          <OpenPositions locale={locale} jobs={jobs} openings={block} />
        </>
      )
    }
    case 'downloads':
      return <DownloadList locale={locale} title={block.title} />
    case 'document':
      return (
        <LegalDocument
          locale={locale}
          title={block.title}
          updated={block.updated}
          summary={block.summary}
          body={block.body as SerializedEditorState}
        />
      )
  }
}

/** A block of free text keeps the reading width of the page it is on. */
function Width({ template, children }: { template: PageTemplate; children: ReactNode }) {
  if (template !== 'full') return <div className="mt-10 max-w-3xl">{children}</div>
  return <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">{children}</div>
}

function FaqList({ block, template }: { block: BlockOf<'faq'>; template: PageTemplate }) {
  const items = block.items ?? []
  return (
    <Width template={template}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: items.map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: item.answer },
          })),
        }}
      />
      <h2 className="text-3xl font-bold tracking-tight text-brand-900">{block.title}</h2>
      <div className="mt-8 divide-y divide-slate-200 border-y border-slate-200">
        {items.map((item) => (
          <details key={item.id ?? item.question} className="group py-4">
            <summary className="cursor-pointer list-none text-lg font-semibold text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700">
              {item.question}
            </summary>
            <p className="mt-3 leading-7 whitespace-pre-line text-slate-800">{item.answer}</p>
          </details>
        ))}
      </div>
    </Width>
  )
}

async function DownloadList({ locale, title }: { locale: Locale; title?: string | null }) {
  const [downloads, t] = await Promise.all([
    getDownloads(locale),
    getTranslations({ locale, namespace: 'Downloads' }),
  ])
  return (
    <section aria-label={title || undefined}>
      {title && <h2 className="mt-16 text-3xl font-bold tracking-tight text-brand-900">{title}</h2>}
      {downloads.length > 0 ? (
        <ul className="mt-12 grid gap-8 md:grid-cols-2 xl:grid-cols-3" data-testid="downloads">
          {downloads.map((item, index) => (
            <DownloadCard key={item.id} locale={locale} item={item} preload={index === 0} />
          ))}
        </ul>
      ) : (
        <EmptyState title={t('empty')}>
          <p>{t('emptyText')}</p>
        </EmptyState>
      )}
    </section>
  )
}

/** The blocks of a page, in order, each rendering its section. */
export async function RenderBlocks({
  blocks,
  ...context
}: Context & { blocks: readonly PageBlock[] }) {
  const rendered = await Promise.all(blocks.map((block) => renderBlock(block, context)))
  return (
    <>
      {rendered.map((node, index) => (
        <Fragment key={blocks[index]!.id ?? index}>{node}</Fragment>
      ))}
    </>
  )
}
