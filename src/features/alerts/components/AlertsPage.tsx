import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageContainer } from '@/components/ui/PageContainer'
import { PageIntro } from '@/components/ui/PageIntro'
import { getFundingCall } from '@/features/funding-calls/queries'
import { callStatus } from '@/features/funding-calls/rules'
import { FormField } from '@/forms/components/FormField'
import { Honeypot } from '@/forms/components/Honeypot'
import { maxEmailLength } from '@/forms/limits'
import { IslandMessages } from '@/i18n/IslandMessages'
import { Link } from '@/i18n/navigation'
import { resolveLocale } from '@/lib/pageParams'
import { pageMetadata } from '@/seo/metadata'

import { alertFormFromQuery } from '../rules/alertForm'
import { alertChoices } from './alertChoices'
import { AlertFields } from './AlertFields'
import { AlertForm } from './AlertForm.client'
import { ConsentNote } from './ConsentNote'
import { islandMessages } from './islandMessages'
import { alertsPath, type PageProps } from './paths'

const points = ['timing', 'codes', 'optIn', 'leave'] as const

async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'Alerts' })
  return pageMetadata({
    locale,
    path: alertsPath,
    title: t('meta.title'),
    description: t('meta.description'),
  })
}

/**
 * /alerts: what alerts are and the subscription form, prefilled from the address (the
 * catalogue's filters, the funding check's code), or with `call=<id>` the form that follows
 * that one call.
 */
async function Page({ params, searchParams }: PageProps) {
  const locale = await resolveLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Alerts' })
  const values = alertFormFromQuery(await searchParams, locale)
  const [choices, call] = await Promise.all([
    alertChoices(locale),
    values.call === null ? null : getFundingCall(locale, values.call),
  ])
  const follows = call !== null && callStatus(call) !== 'closed'
  const notice =
    values.call === null
      ? null
      : call === null
        ? t('follow.missing')
        : follows
          ? null
          : t('follow.closed')

  return (
    <PageContainer narrow>
      <PageIntro title={t('page.title')} intro={t('page.intro')} />
      <section aria-labelledby="alerts-how-title" className="mt-10 max-w-3xl">
        <h2 id="alerts-how-title" className="text-xl font-semibold text-brand-900">
          {t('page.howTitle')}
        </h2>
        <ul className="mt-4 grid list-disc gap-2 pl-6 text-slate-700">
          {points.map((point) => (
            <li key={point}>{t(`page.how.${point}`)}</li>
          ))}
        </ul>
        <p className="mt-4 text-slate-700">
          {t.rich('page.manageHint', {
            link: (chunks) => (
              <Link
                href="/account/alerts"
                prefetch={false}
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
      </section>
      <section
        aria-labelledby="alerts-form-title"
        className="mt-12 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h2 id="alerts-form-title" className="text-2xl font-semibold text-brand-900">
          {follows ? t('follow.title') : t('page.formTitle')}
        </h2>
        {follows && (
          <p className="mt-2 text-slate-700" data-testid="alert-follow">
            {t('follow.intro', { call: call.fundName })}
          </p>
        )}
        {notice && (
          <p className="mt-2 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4 text-brand-900">
            {notice}
          </p>
        )}
        <div className="mt-6">
          <IslandMessages pick={islandMessages.AlertForm}>
            <AlertForm
              action={`/api/alerts?locale=${locale}`}
              submitLabel={follows ? t('form.followSubmit') : t('form.submit')}
              pendingLabel={t('form.submitting')}
            >
              <FormField
                id="alert-email"
                name="email"
                type="email"
                label={t('form.email')}
                required
                autoComplete="email"
                maxLength={maxEmailLength}
              />
              {follows && <input type="hidden" name="call" value={call.id} />}
              <AlertFields
                locale={locale}
                prefix="alert"
                values={values}
                choices={choices}
                followsCall={follows}
              />
              <Honeypot id="alert-website" />
              <ConsentNote locale={locale} />
            </AlertForm>
          </IslandMessages>
        </div>
      </section>
    </PageContainer>
  )
}

export const alertsRoute = { generateMetadata, Page }
