import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { telHref } from '@/lib/telHref'
import type { SiteSettingsData } from '@/queries/getSiteSettings'

import { Section } from './Section'

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span
        aria-hidden
        className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-800"
      >
        {icon}
      </span>
      <div>
        <h3 className="font-semibold text-brand-900">{title}</h3>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </li>
  )
}

type Props = { locale: Locale; contact: SiteSettingsData['contact'] }

export async function ContactSection({ locale, contact }: Props) {
  const t = await getTranslations({ locale, namespace: 'Home' })
  const tFooter = await getTranslations({ locale, namespace: 'Footer' })
  const link = 'text-brand-700 underline-offset-4 hover:underline'
  return (
    <Section
      id="contact"
      title={t('contactTitle')}
      intro={t('contactIntro')}
      className="bg-slate-50"
    >
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Card icon={<Mail className="size-5" />} title={tFooter('email')}>
          <a href={`mailto:${contact.email}`} className={link}>
            {contact.email}
          </a>
        </Card>
        <Card icon={<Phone className="size-5" />} title={tFooter('phone')}>
          <a href={telHref(contact.phone)} className={link}>
            {contact.phone}
          </a>
          <p className="mt-1 flex items-center gap-1.5 text-sm">
            <Clock aria-hidden className="size-4" />
            {t('phoneHours')}
          </p>
        </Card>
        <Card icon={<MapPin className="size-5" />} title={tFooter('address')}>
          <address className="not-italic">
            {contact.street}
            <br />
            {contact.postalCode} {contact.city}, {contact.country}
          </address>
        </Card>
      </ul>
    </Section>
  )
}
