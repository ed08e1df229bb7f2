import { getTranslations } from 'next-intl/server'

import { SubmitButton } from '@/forms/components/SubmitButton'
import type { Locale } from '@/i18n/locales'
import type { Alert } from '@/payload-types'

import type { AlertChoices } from './alertChoices'
import { AlertFields } from './AlertFields'
import { alertFormFromAlert, followedCall } from '../rules/alertForm'

/** Which alert a form changes: by a mail's signed token, or the signed-in member's own by id. */
export type AlertRef = { token: string } | { id: number }

const buttonClass =
  'inline-flex h-12 items-center rounded-md px-5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

/** The fields that name the alert and what to do with it, for POST /api/alerts/manage. */
function Target({ target, action }: { target: AlertRef; action: string }) {
  return (
    <>
      {'token' in target ? (
        <input type="hidden" name="token" value={target.token} />
      ) : (
        <input type="hidden" name="id" value={target.id} />
      )}
      <input type="hidden" name="action" value={action} />
    </>
  )
}

const manageAction = (locale: Locale) => `/api/alerts/manage?locale=${locale}`

/** Pause, or resume a paused alert: a plain form post, answered by the page it came from. */
export async function PauseForm({
  locale,
  alert,
  target,
}: {
  locale: Locale
  alert: Alert
  target: AlertRef
}) {
  const t = await getTranslations({ locale, namespace: 'Alerts' })
  const paused = alert.status === 'paused'
  return (
    <form method="post" action={manageAction(locale)}>
      <Target target={target} action={paused ? 'resume' : 'pause'} />
      <button
        type="submit"
        className={`${buttonClass} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
      >
        {paused ? t('manage.resume') : t('manage.pause')}
      </button>
    </form>
  )
}

/** Delete the alert and its history at once. */
export async function DeleteForm({ locale, target }: { locale: Locale; target: AlertRef }) {
  const t = await getTranslations({ locale, namespace: 'Alerts' })
  return (
    <form method="post" action={manageAction(locale)}>
      <Target target={target} action="delete" />
      <button type="submit" className={`${buttonClass} bg-red-700 text-white hover:bg-red-800`}>
        {t('manage.delete')}
      </button>
    </form>
  )
}

/** The alert's filters in the subscription form's fields, prefilled, to save changes. */
export async function EditForm({
  locale,
  alert,
  target,
  prefix,
  choices,
  callName,
}: {
  locale: Locale
  alert: Alert
  target: AlertRef
  prefix: string
  choices: AlertChoices
  callName: string | null
}) {
  const t = await getTranslations({ locale, namespace: 'Alerts' })
  const follows = followedCall(alert) !== null
  return (
    <form method="post" action={manageAction(locale)} noValidate className="grid gap-6">
      <Target target={target} action="update" />
      {follows && (
        <p className="text-slate-700">
          {t('manage.followEdit', { call: callName ?? t('summary.call') })}
        </p>
      )}
      <AlertFields
        locale={locale}
        prefix={prefix}
        values={alertFormFromAlert(alert)}
        choices={choices}
        followsCall={follows}
      />
      <div>
        <SubmitButton pending={false} label={t('form.save')} pendingLabel={t('form.submitting')} />
      </div>
    </form>
  )
}
