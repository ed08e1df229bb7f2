import { getTranslations } from 'next-intl/server'

import { IslandMessages } from '@/i18n/IslandMessages'
import type { Locale } from '@/i18n/locales'
import { getSiteSettings } from '@/site-settings/getSiteSettings'

import { askAboutCallAnchor } from '../rules/enquiryContext'
import { islandMessages } from './islandMessages'
import { ContactForm } from './lazy.client'

/**
 * "Ask about this call" on a call's page: a short enquiry form that carries the call (and,
 * when the visitor came from a funding check's result, the activity code they checked), so
 * that the adviser who reads it knows what it is about. It works without JavaScript (a plain
 * form post to /api/contact); its script is the contact form's own chunk.
 */
export async function AskAboutCall({
  locale,
  call,
}: {
  locale: Locale
  call: { id: number; name: string }
}) {
  const t = await getTranslations({ locale, namespace: 'Contact' })
  const { contact } = await getSiteSettings(locale)
  const copy = {
    title: t('ask.title'),
    firstName: t('ask.firstName'),
    lastName: t('ask.lastName'),
    email: t('ask.email'),
    company: t('ask.company'),
    optional: t('ask.optional'),
    message: t('ask.message'),
    submit: t('ask.submit'),
    sending: t('ask.sending'),
  }
  const headingId = `${askAboutCallAnchor}-title`
  return (
    <section id={askAboutCallAnchor} aria-labelledby={headingId} className="mt-16 scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-semibold text-brand-900">
        {copy.title}
      </h2>
      <p className="mt-2 mb-6 text-slate-700">{t('ask.intro')}</p>
      <IslandMessages pick={islandMessages.ContactForm}>
        <ContactForm
          locale={locale}
          copy={copy}
          contact={{ email: contact.email, phone: contact.phone }}
          about={{ call, headingId }}
        />
      </IslandMessages>
    </section>
  )
}
