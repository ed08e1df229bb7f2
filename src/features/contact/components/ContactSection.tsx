import { CalendarCheck, Clock, Mail, MapPin, Phone } from 'lucide'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Icon } from '@/components/ui/Icon'
import { Section } from '@/components/ui/Section'
import type { HomeCopy } from '@/features/home'
import { IslandMessages } from '@/i18n/IslandMessages'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { telHref } from '@/lib/telHref'
import type { SiteSettingsData } from '@/site-settings/getSiteSettings'

import { islandMessages } from './islandMessages'
import { ContactForm } from './lazy.client'

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

type Props = { locale: Locale; contact: SiteSettingsData['contact']; copy: HomeCopy['contact'] }

export async function ContactSection({ locale, contact, copy }: Props) {
  const tFooter = await getTranslations({ locale, namespace: 'Footer' })
  const tBooking = await getTranslations({ locale, namespace: 'Booking' })
  const link = 'text-brand-700 underline-offset-4 hover:underline'
  return (
    <Section id="contact" title={copy.title} intro={copy.intro} className="bg-slate-50">
      <div className="mt-10 grid gap-8 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <IslandMessages pick={islandMessages.ContactForm}>
            <ContactForm
              locale={locale}
              copy={copy.form}
              contact={{ email: contact.email, phone: contact.phone }}
            />
          </IslandMessages>
        </div>
        <div className="flex flex-col gap-4 lg:col-span-2">
          <ul className="grid gap-4">
            <Card icon={<Icon icon={Mail} className="size-5" />} title={tFooter('email')}>
              <a href={`mailto:${contact.email}`} className={link}>
                {contact.email}
              </a>
            </Card>
            <Card icon={<Icon icon={Phone} className="size-5" />} title={tFooter('phone')}>
              <a href={telHref(contact.phone)} className={link}>
                {contact.phone}
              </a>
              <p className="mt-1 flex items-center gap-1.5 text-sm">
                <Icon icon={Clock} className="size-4" />
                {copy.consultation.hours}
              </p>
            </Card>
            <Card icon={<Icon icon={MapPin} className="size-5" />} title={tFooter('address')}>
              <address className="not-italic">
                {contact.street}
                <br />
                {contact.postalCode} {contact.city}, {contact.country}
              </address>
            </Card>
          </ul>
          <div className="rounded-xl bg-brand-900 p-6 text-white">
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <Icon icon={CalendarCheck} className="size-5 text-accent-400" />
              {copy.consultation.title}
            </h3>
            <p className="mt-2 text-brand-50">{copy.consultation.text}</p>
            <p className="mt-4 text-sm text-brand-50">
              <span className="font-semibold text-white">{copy.consultation.hoursLabel}:</span>{' '}
              {copy.consultation.hours}
            </p>
            <Link
              href="/booking"
              prefetch={false}
              className="mt-5 inline-flex h-12 items-center rounded-md bg-white px-6 font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              data-testid="contact-booking"
            >
              {tBooking('links.contact')}
            </Link>
          </div>
        </div>
      </div>
    </Section>
  )
}
