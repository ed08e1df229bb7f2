import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import type { AlertFormValues } from '../rules/alertForm'
import type { AlertChoices } from './alertChoices'
import { AlertCodeFields } from './AlertCodeFields'
import { AlertFilterFields } from './AlertFilterFields'
import { AlertFrequencyField } from './AlertFrequencyField'
import { AlertLanguageField } from './AlertLanguageField'

type Props = {
  locale: Locale
  /** Prefix of the fields' ids: unique per form on the page. */
  prefix: string
  values: AlertFormValues
  choices: AlertChoices
  /** An alert that follows one call has no filters: only the language of its mails. */
  followsCall?: boolean
}

/**
 * The fields of an alert's filters, named as POST /api/alerts and /api/alerts/manage read them:
 * the activity code (a combobox, its version beside it) and more codes typed, county, company
 * size, programme, least amount, instant or weekly, and the language of the mails.
 */
export async function AlertFields({ locale, prefix, values, choices, followsCall }: Props) {
  const t = await getTranslations({ locale, namespace: 'Alerts' })
  const language = <AlertLanguageField t={t} prefix={prefix} value={values.language} />
  if (followsCall) return language

  return (
    <>
      <AlertCodeFields t={t} prefix={prefix} values={values} />
      <AlertFilterFields t={t} prefix={prefix} values={values} choices={choices} />
      <AlertFrequencyField t={t} prefix={prefix} value={values.frequency} />
      {language}
    </>
  )
}
