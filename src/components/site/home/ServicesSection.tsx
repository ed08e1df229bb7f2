import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { serviceSlugs } from '../navigation'
import { Section } from './Section'

export async function ServicesSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' })
  const tServices = await getTranslations({ locale, namespace: 'Services' })
  return (
    <Section
      id="services"
      title={t('servicesTitle')}
      intro={t('servicesIntro')}
      className="bg-slate-50"
    >
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {serviceSlugs.map((slug) => (
          <li key={slug} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-brand-900">{tServices(slug)}</h3>
          </li>
        ))}
      </ul>
    </Section>
  )
}
