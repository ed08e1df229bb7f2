'use client'

import { useTranslations } from 'next-intl'

import type { HomeCopy } from '@/features/home'
import { ActivityCodeField } from '@/forms/components/ActivityCodeField.client'
import { FormField } from '@/forms/components/FormField'
import { SelectField, type SelectOption } from '@/forms/components/SelectField'
import { SubmitButton } from '@/forms/components/SubmitButton'
import { useHydrated } from '@/forms/components/useHydrated'
import type { Locale } from '@/i18n/locales'

import { AlertLink } from './AlertLink'
import { BookingLink } from './BookingLink'
import { FundingCheckResults } from './FundingCheckResults'
import { useFundingCheck, type FundingCheckState } from './useFundingCheck'

type Props = {
  locale: Locale
  copy: HomeCopy['fundingCheck']
  /** The optional county and company size, named in the page's language. */
  choices: { counties: SelectOption[]; sizes: SelectOption[] }
  /** The section of a call's page where a result's "ask about this call" leads. */
  askAnchor: string
}

/**
 * OIB and activity code in (county and size optional), matching open calls out, each with days
 * left and why it fits, through POST /api/funding-check. States:
 * idle, checking (button disabled, "Provjeravam..."), results with a count, none, error,
 * each also as a toast.
 */
export function FundingCheckForm({ locale, copy, choices, askAnchor }: Props) {
  const t = useTranslations('FundingCheck')
  const { state, pending, check, message } = useFundingCheck(t, locale)
  const enhanced = useHydrated()

  const fields = state.status === 'refused' ? state.fields : {}
  return (
    <div className="mt-10 max-w-3xl">
      <form
        method="post"
        action={`/api/funding-check?locale=${locale}`}
        onSubmit={check}
        noValidate
        className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2 sm:p-8"
        data-enhanced={enhanced || undefined}
      >
        <FormField
          id="funding-oib"
          name="oib"
          label={copy.oibLabel}
          hint={copy.oibHint}
          error={fields.oib}
          required
          maxLength={11}
          inputMode="numeric"
          autoComplete="off"
        />
        <ActivityCodeField
          id="funding-nkd"
          name="nkd"
          label={copy.nkdLabel}
          hint={copy.nkdHint}
          error={fields.nkd}
          required
          maxLength={10}
          inputMode="decimal"
          autoComplete="off"
          versionField="funding-version"
        />
        <SelectField
          id="funding-version"
          name="version"
          label={t('versionLabel')}
          anyLabel={t('version2007')}
          error={fields.version}
          options={[{ value: 'nkd2025', label: t('version2025') }]}
        />
        <SelectField
          id="funding-county"
          name="county"
          label={t('countyLabel')}
          anyLabel={t('countyAny')}
          error={fields.county}
          options={choices.counties}
        />
        <SelectField
          id="funding-size"
          name="size"
          label={t('sizeLabel')}
          anyLabel={t('sizeAny')}
          error={fields.size}
          options={choices.sizes}
        />
        <div className="sm:col-span-2">
          <SubmitButton pending={pending} label={copy.submit} pendingLabel={copy.checking} />
          <p className="mt-3 text-sm text-slate-600">{copy.privacyNote}</p>
        </div>
      </form>
      <FundingCheckOutcome state={state} message={message} locale={locale} askAnchor={askAnchor} />
    </div>
  )
}

/**
 * What the check answered, announced as it comes: its message, and with results the matching
 * calls, the correspondence of the code's versions, and links to alerts and booking.
 */
function FundingCheckOutcome({
  state,
  message,
  locale,
  askAnchor,
}: Pick<Props, 'locale' | 'askAnchor'> & { state: FundingCheckState; message: string | null }) {
  const t = useTranslations('FundingCheck')
  const alerts = useTranslations('Alerts')
  const booking = useTranslations('Booking')
  return (
    <div aria-live="polite" className="mt-8">
      {message && (
        <p
          role={state.status === 'results' ? undefined : 'alert'}
          className="font-semibold text-brand-900"
          data-testid="funding-check-message"
        >
          {message}
        </p>
      )}
      {state.status === 'results' && state.correspondence && (
        <p className="mt-2 text-slate-700">{state.correspondence}</p>
      )}
      {state.status === 'results' && state.opportunities.length > 0 && (
        <FundingCheckResults
          title={t('resultsTitle')}
          whyTitle={t('whyTitle')}
          items={state.opportunities}
          ask={{ label: t('ask'), locale, anchor: askAnchor, profile: state.profile }}
        />
      )}
      {state.status === 'results' && (
        <>
          <AlertLink label={alerts('links.fundingCheck')} profile={state.profile} />
          <BookingLink label={booking('links.fundingCheck')} profile={state.profile} />
        </>
      )}
    </div>
  )
}
