import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { SectionLink } from '../SectionLink.client'

export async function HeroSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' })
  const tNav = await getTranslations({ locale, namespace: 'Navbar' })
  return (
    <section
      id="home"
      tabIndex={-1}
      aria-labelledby="home-title"
      className="scroll-mt-16 bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 py-24 text-white outline-none sm:py-32"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">
          {t('heroSubtitle')}
        </p>
        <h1
          id="home-title"
          className="mt-4 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl"
        >
          {t('heroTitle')}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-100">{t('heroDescription')}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <SectionLink
            section="contact"
            className="inline-flex h-12 items-center rounded-md bg-accent-400 px-6 font-semibold text-brand-950 hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {tNav('cta')}
          </SectionLink>
          <SectionLink
            section="about"
            className="inline-flex h-12 items-center rounded-md border border-white/60 px-6 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {tNav('about')}
          </SectionLink>
        </div>
      </div>
    </section>
  )
}
