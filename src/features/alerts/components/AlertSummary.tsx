import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { formatEuro } from '@/features/funding-calls/rules'
import { localeLabels, type Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import type { Alert } from '@/payload-types'

import { alertProgramme, followedCall } from '../rules/alertForm'

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-200 py-2 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="font-semibold text-brand-900">{term}</dt>
      <dd className="text-slate-700">{children}</dd>
    </div>
  )
}

/** An alert's codes in words: "62.01, 63.11 (NKD 2007)", or "any activity". */
export async function alertTitle(locale: Locale, alert: Alert, callName: string | null) {
  const t = await getTranslations({ locale, namespace: 'Alerts' })
  if (followedCall(alert) !== null) return callName ?? t('summary.call')
  const codes = alert.codes ?? []
  if (codes.length === 0) return t('summary.anyCode')
  const version = codes[0]!.classification === 'nkd2025' ? 'NKD 2025' : 'NKD 2007'
  return `${codes.map((row) => row.code).join(', ')} (${version})`
}

/** An alert's state and filters in words, as its manage page and the member's list show them. */
export async function AlertSummary({
  locale,
  alert,
  callName,
  programmeNames,
}: {
  locale: Locale
  alert: Alert
  callName: string | null
  programmeNames: Map<number, string>
}) {
  const t = await getTranslations({ locale, namespace: 'Alerts' })
  const names = await getTranslations({ locale, namespace: 'Catalogue' })
  const call = followedCall(alert)
  const programme = alertProgramme(alert)
  return (
    <dl className="border-b border-slate-200" data-testid="alert-summary">
      <Row term={t('summary.status')}>
        <span className="font-semibold">{t(`manage.status.${alert.status}`)}</span>
        {alert.status === 'paused' && alert.pausedBy === 'refused' && (
          <span className="block text-sm">{t('manage.pausedRefused')}</span>
        )}
      </Row>
      <Row term={t('summary.email')}>{alert.email}</Row>
      {call !== null ? (
        <Row term={t('summary.call')}>
          <Link href={`/natjecaj/${call}`} className="text-brand-700 underline underline-offset-4">
            {callName ?? `#${call}`}
          </Link>
        </Row>
      ) : (
        <>
          <Row term={t('summary.codes')}>{await alertTitle(locale, alert, null)}</Row>
          {alert.county && (
            <Row term={t('summary.county')}>{names(`counties.${alert.county}`)}</Row>
          )}
          {alert.size && <Row term={t('summary.size')}>{names(`applicants.${alert.size}`)}</Row>}
          {programme !== null && (
            <Row term={t('summary.programme')}>
              {programmeNames.get(programme) ?? `#${programme}`}
            </Row>
          )}
          {alert.minAmount != null && (
            <Row term={t('summary.minAmount')}>{formatEuro(locale, alert.minAmount)}</Row>
          )}
          <Row term={t('summary.frequency')}>{t(`form.${alert.frequency}`)}</Row>
        </>
      )}
      <Row term={t('summary.language')}>
        <span lang={alert.locale}>{localeLabels[alert.locale].name}</span>
      </Row>
    </dl>
  )
}
