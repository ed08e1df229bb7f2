import { getTranslations } from 'next-intl/server'

import { askAboutCallAnchor } from '@/features/contact/rules'
import type { CompanyProfile } from '@/features/funding-calls'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/server/getPayloadClient'

import { matchingCalls } from '../service'
import { AlertLink as FundingCheckAlertLink } from './AlertLink'
import { BookingLink as FundingCheckBookingLink } from './BookingLink'
import { FundingCheckResults } from './FundingCheckResults'

/** The funding check's answer on its result page (a post without JavaScript). */
export async function FundingCheckAnswer({
  locale,
  profile,
}: {
  locale: Locale
  profile: CompanyProfile
}) {
  const payload = await getPayloadClient()
  const [t, alerts, booking] = await Promise.all([
    getTranslations({ locale, namespace: 'FundingCheck' }),
    getTranslations({ locale, namespace: 'Alerts' }),
    getTranslations({ locale, namespace: 'Booking' }),
  ])
  const { opportunities: calls, correspondence } = await matchingCalls(payload, locale, profile)
  return (
    <>
      <p className="rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4 font-semibold text-brand-900">
        {calls.length > 0 ? t('found', { count: calls.length }) : t('none')}
      </p>
      {correspondence && <p className="text-slate-700">{correspondence}</p>}
      {calls.length > 0 && (
        <FundingCheckResults
          title={t('resultsTitle')}
          whyTitle={t('whyTitle')}
          items={calls}
          ask={{ label: t('ask'), locale, anchor: askAboutCallAnchor, profile }}
        />
      )}
      <FundingCheckAlertLink label={alerts('links.fundingCheck')} profile={profile} />
      <FundingCheckBookingLink label={booking('links.fundingCheck')} profile={profile} />
    </>
  )
}
