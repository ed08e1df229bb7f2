import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'

import { IslandMessages } from '@/i18n/IslandMessages'
import type { Locale } from '@/i18n/locales'
import { resolveLocale, type LocaleParams } from '@/lib/pageParams'
import { alternates } from '@/seo/alternates'

import { AccountForms } from './AccountForms.client'
import { EmailLinkForm } from './EmailLinkForm.client'
import { ResetPasswordForm } from './ResetPasswordForm.client'
import { islandMessages } from './islandMessages'

type AccountView = 'auth' | 'forgot' | 'resend' | 'reset'

const texts = {
  auth: { title: 'title', intro: 'intro' },
  forgot: { title: 'forgotTitle', intro: 'forgotIntro' },
  resend: { title: 'resendTitle', intro: 'resendIntro' },
  reset: { title: 'resetTitle', intro: 'resetIntro' },
} as const

const paths: Record<AccountView, string> = {
  auth: '/auth',
  forgot: '/auth/forgot',
  resend: '/auth/resend',
  reset: '/auth/reset',
}

function Form({ view, locale }: { view: AccountView; locale: Locale }) {
  if (view === 'auth')
    return (
      <IslandMessages pick={islandMessages.AccountForms}>
        <AccountForms locale={locale} />
      </IslandMessages>
    )
  if (view === 'reset') {
    // The token is read from the address in the browser; the page itself stays static.
    return (
      <Suspense>
        <IslandMessages pick={islandMessages.ResetPasswordForm}>
          <ResetPasswordForm locale={locale} />
        </IslandMessages>
      </Suspense>
    )
  }
  return (
    <IslandMessages pick={islandMessages.EmailLinkForm}>
      <EmailLinkForm locale={locale} kind={view} />
    </IslandMessages>
  )
}

/**
 * generateMetadata and the page of /auth and its recovery pages, all static. The sign-in page is
 * a public page like any other (in the sitemap, indexable); the recovery pages are steps reached
 * from it or from a mail, not pages to land on from a search, and are not indexed.
 */
export function accountPage(view: AccountView) {
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await resolveLocale(params)
    const t = await getTranslations({ locale, namespace: 'Account' })
    return {
      title: t(texts[view].title),
      description: t(texts[view].intro),
      alternates: alternates(locale, paths[view]),
      ...(view === 'auth' ? {} : { robots: { index: false } }),
    }
  }

  async function Page({ params }: LocaleParams) {
    const locale = await resolveLocale(params)
    setRequestLocale(locale)
    const t = await getTranslations({ locale, namespace: 'Account' })
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight text-brand-900">{t(texts[view].title)}</h1>
        <p className="mt-4 text-lg text-slate-700">{t(texts[view].intro)}</p>
        <Form view={view} locale={locale} />
      </div>
    )
  }

  return { generateMetadata, Page }
}
