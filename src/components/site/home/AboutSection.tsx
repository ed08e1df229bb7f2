import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { Section } from './Section'

export async function AboutSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' })
  return <Section id="about" title={t('aboutTitle')} intro={t('aboutIntro')} />
}
