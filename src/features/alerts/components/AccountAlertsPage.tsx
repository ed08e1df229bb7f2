import { headers } from 'next/headers'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageContainer } from '@/components/ui/PageContainer'
import { getFundingCall } from '@/features/funding-calls/queries'
import { Link } from '@/i18n/navigation'
import { resolveLocale } from '@/lib/pageParams'
import type { User } from '@/payload-types'
import { getPayloadClient } from '@/server/getPayloadClient'

import { followedCall } from '../rules/alertForm'
import { memberAlerts } from '../service'
import { DeleteForm, EditForm, PauseForm } from './AlertActions'
import { alertChoices } from './alertChoices'
import { AlertSummary, alertTitle } from './AlertSummary'
import { accountAlertsPath, alertsPath, first, type PageProps } from './paths'
import { StatusMessages } from './StatusMessages'
import { stepMetadata } from './stepMetadata'

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4'

const generateMetadata = stepMetadata('account.title', accountAlertsPath)

/**
 * /account/alerts: the signed-in member's alerts (made signed in, or confirmed for their
 * address), each in words with pause or resume, delete and its filters to edit; the forms post
 * the alert's id, which the endpoint checks against the session. Anyone else is asked to sign in.
 */
async function Page({ params, searchParams }: PageProps) {
  const locale = await resolveLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Alerts' })
  const query = await searchParams
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const member = user && user.collection === 'users' ? (user as unknown as User) : null
  const intro = (
    <h1 className="text-4xl font-bold tracking-tight text-brand-900">{t('account.title')}</h1>
  )
  if (!member) {
    return (
      <PageContainer narrow>
        {intro}
        <p className="mt-6 text-lg text-slate-700">{t('account.signedOut')}</p>
        <p className="mt-6">
          <Link href="/auth" prefetch={false} className={linkClass}>
            {t('account.signIn')}
          </Link>
        </p>
      </PageContainer>
    )
  }

  const [alerts, choices] = await Promise.all([memberAlerts(payload, member), alertChoices(locale)])
  const callNames = new Map(
    await Promise.all(
      alerts
        .map(followedCall)
        .filter((id): id is number => id !== null)
        .map(async (id) => [id, (await getFundingCall(locale, id))?.fundName ?? null] as const),
    ),
  )
  return (
    <PageContainer narrow>
      {intro}
      <p className="mt-4 text-lg text-slate-700">{t('account.intro')}</p>
      <StatusMessages
        locale={locale}
        status={first(query.status)}
        problems={first(query.problems)}
      />
      {alerts.length === 0 && <p className="mt-8 text-slate-700">{t('account.empty')}</p>}
      {alerts.length > 0 && (
        <ul className="mt-8 grid gap-8">
          {await Promise.all(
            alerts.map(async (alert) => {
              const callId = followedCall(alert)
              const callName = callId === null ? null : (callNames.get(callId) ?? null)
              const target = { id: alert.id }
              return (
                <li key={alert.id}>
                  <article
                    aria-labelledby={`alert-${alert.id}-title`}
                    className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
                    data-testid="member-alert"
                  >
                    <h2
                      id={`alert-${alert.id}-title`}
                      className="text-xl font-semibold text-brand-900"
                    >
                      {await alertTitle(locale, alert, callName)}
                    </h2>
                    <div className="mt-4">
                      <AlertSummary
                        locale={locale}
                        alert={alert}
                        callName={callName}
                        programmeNames={choices.programmeNames}
                      />
                    </div>
                    <div className="mt-6 flex flex-wrap gap-4">
                      <PauseForm locale={locale} alert={alert} target={target} />
                      <DeleteForm locale={locale} target={target} />
                    </div>
                    <details className="mt-6">
                      <summary className="cursor-pointer font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
                        {t('account.edit')}
                      </summary>
                      <div className="mt-4">
                        <EditForm
                          locale={locale}
                          alert={alert}
                          target={target}
                          prefix={`alert-${alert.id}`}
                          choices={choices}
                          callName={callName}
                        />
                      </div>
                    </details>
                  </article>
                </li>
              )
            }),
          )}
        </ul>
      )}
      <p className="mt-10">
        <Link href={alertsPath} className={linkClass}>
          {t('account.create')}
        </Link>
      </p>
    </PageContainer>
  )
}

export const accountAlertsRoute = { generateMetadata, Page }
