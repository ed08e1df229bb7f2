import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageContainer } from '@/components/ui/PageContainer'
import { getFundingCall } from '@/features/funding-calls/queries'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { resolveLocale } from '@/lib/pageParams'
import { getPayloadClient } from '@/server/getPayloadClient'

import { followedCall } from '../rules/alertForm'
import { alertByToken } from '../service'
import { DeleteForm, EditForm, PauseForm } from './AlertActions'
import { alertChoices } from './alertChoices'
import { AlertSummary } from './AlertSummary'
import { FocusHeading } from './FocusHeading.client'
import { alertsPath, first, managePath, type PageProps } from './paths'
import { StatusMessages } from './StatusMessages'
import { stepMetadata } from './stepMetadata'

const sectionClass = 'mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8'
const h2Class = 'text-2xl font-semibold text-brand-900'

const generateMetadata = stepMetadata('manage.title', managePath)

/** The section that deletes the alert: at the top, as a question, when the visitor came to leave. */
async function DeleteSection({
  locale,
  token,
  leaving,
}: {
  locale: Locale
  token: string
  leaving: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'Alerts' })
  return (
    <section
      id="delete"
      aria-labelledby="alert-delete-title"
      className={`${sectionClass} scroll-mt-20`}
    >
      {leaving ? (
        <FocusHeading id="alert-delete-title" className={`${h2Class} outline-none`}>
          {t('manage.leaveQuestion')}
        </FocusHeading>
      ) : (
        <h2 id="alert-delete-title" className={h2Class}>
          {t('manage.deleteTitle')}
        </h2>
      )}
      <p className="mt-2 text-slate-700">
        {leaving ? `${t('manage.leaveText')} ` : ''}
        {t('manage.deleteText')}
      </p>
      <div className="mt-4">
        <DeleteForm locale={locale} target={{ token }} />
      </div>
    </section>
  )
}

/**
 * /alerts/manage?token=… (every mail's link): the alert's state and filters, the form that
 * changes them, pause or resume, and delete. With `leave=1` (the unsubscribe link) the page
 * opens on the question whether to stop the alert; a GET never changes anything.
 */
async function Page({ params, searchParams }: PageProps) {
  const locale = await resolveLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Alerts' })
  const query = await searchParams
  const token = first(query.token) ?? ''
  const alert = await alertByToken(await getPayloadClient(), token)
  const status = first(query.status)

  if (!alert) {
    return (
      <PageContainer narrow>
        <h1 className="text-4xl font-bold tracking-tight text-brand-900">{t('manage.title')}</h1>
        <p
          role="status"
          className="mt-8 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 font-semibold text-red-900"
        >
          {t('result.linkInvalid')}
        </p>
        <p className="mt-8">
          <Link href={alertsPath} className="font-semibold text-brand-700 underline">
            {t('manage.toAlerts')}
          </Link>
        </p>
      </PageContainer>
    )
  }

  const leaving = first(query.leave) === '1'
  const callId = followedCall(alert)
  const [choices, call] = await Promise.all([
    alertChoices(locale),
    callId === null ? null : getFundingCall(locale, callId),
  ])
  const callName = call?.fundName ?? null
  return (
    <PageContainer narrow>
      <h1 className="text-4xl font-bold tracking-tight text-brand-900">{t('manage.title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('manage.intro')}</p>
      <StatusMessages locale={locale} status={status} problems={first(query.problems)} />
      {leaving && <DeleteSection locale={locale} token={token} leaving />}
      <section aria-labelledby="alert-current-title" className={sectionClass}>
        <h2 id="alert-current-title" className={h2Class}>
          {t('manage.currentTitle')}
        </h2>
        <div className="mt-4">
          <AlertSummary
            locale={locale}
            alert={alert}
            callName={callName}
            programmeNames={choices.programmeNames}
          />
        </div>
      </section>
      <section aria-labelledby="alert-edit-title" className={sectionClass}>
        <h2 id="alert-edit-title" className={`${h2Class} mb-6`}>
          {t('manage.editTitle')}
        </h2>
        <EditForm
          locale={locale}
          alert={alert}
          target={{ token }}
          prefix="alert"
          choices={choices}
          callName={callName}
        />
      </section>
      <section aria-labelledby="alert-pause-title" className={sectionClass}>
        <h2 id="alert-pause-title" className={h2Class}>
          {t('manage.pauseTitle')}
        </h2>
        <p className="mt-2 text-slate-700">
          {alert.status === 'paused' ? t('manage.resumeText') : t('manage.pauseText')}
        </p>
        <div className="mt-4">
          <PauseForm locale={locale} alert={alert} target={{ token }} />
        </div>
      </section>
      {!leaving && <DeleteSection locale={locale} token={token} leaving={false} />}
    </PageContainer>
  )
}

export const manageRoute = { generateMetadata, Page }
