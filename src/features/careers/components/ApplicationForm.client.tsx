'use client'

import { useTranslations } from 'next-intl'
import type { ChangeEvent } from 'react'

import { FormField, TextAreaField } from '@/forms/components/FormField'
import { Honeypot } from '@/forms/components/Honeypot'
import { SendStatus } from '@/forms/components/SendStatus'
import { SubmitButton } from '@/forms/components/SubmitButton'
import { contactLimits } from '@/forms/limits'
import type { Locale } from '@/i18n/locales'

import { megabytes, useApplicationForm } from './useApplicationForm'

type Props = { locale: Locale; jobId: number; email: string }

/**
 * The application form of a job opening. It posts the fields and the CV to /api/careers/apply:
 * without JavaScript as a plain multipart form post (the server answers with the result page),
 * with it through fetch. A CV over 5 MB is refused here before it is sent; the server checks
 * size and content again. On failure the input stays in the form.
 */
export function ApplicationForm({ locale, jobId, email }: Props) {
  const t = useTranslations('Careers')
  const action = `/api/careers/apply?locale=${locale}`
  const { state, checkFile, send } = useApplicationForm(t, action, email)

  const errors = state.status === 'refused' ? state.fields : {}
  const fields = [
    { name: 'firstName', autoComplete: 'given-name', type: 'text' },
    { name: 'lastName', autoComplete: 'family-name', type: 'text' },
    { name: 'email', autoComplete: 'email', type: 'email' },
  ] as const
  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={send}
      aria-labelledby="apply-title"
      className="relative mt-12 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="apply-title" className="text-2xl font-bold tracking-tight text-brand-900">
        {t('applyTitle')}
      </h2>
      <p className="mt-2 text-slate-700">{t('applyIntro')}</p>
      <input type="hidden" name="job" value={jobId} />
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {fields.map((field) => (
          <FormField
            key={field.name}
            id={`apply-${field.name}`}
            name={field.name}
            label={t(field.name)}
            type={field.type}
            required
            autoComplete={field.autoComplete}
            maxLength={contactLimits[field.name]}
            error={errors[field.name]}
            className={field.name === 'email' ? 'sm:col-span-2' : undefined}
          />
        ))}
        <TextAreaField
          id="apply-message"
          name="message"
          label={t('message')}
          required
          maxLength={contactLimits.message}
          error={errors.message}
          className="sm:col-span-2"
        />
        <CvField error={errors.cv} onChange={checkFile} />
      </div>
      <p className="mt-6 text-sm text-slate-600">{t('privacy')}</p>
      <Honeypot id="apply-website" />
      <SubmitButton
        pending={state.status === 'sending'}
        label={t('submit')}
        pendingLabel={t('sending')}
        className="mt-6"
      />
      <SendStatus
        state={state}
        testId="apply-status"
        sent={
          <>
            {t('applied')}. {t('appliedDetail')}
          </>
        }
        failed={
          <>
            {t('failure')}. {t('failureDetail', { email })}
          </>
        }
      />
    </form>
  )
}

/** The CV: a PDF up to 5 MB, its hint or its refusal tied to it. */
function CvField({
  error,
  onChange,
}: {
  error?: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}) {
  const t = useTranslations('Careers')
  return (
    <div className="sm:col-span-2">
      <label htmlFor="apply-cv" className="font-semibold text-brand-900">
        {t('cv', { megabytes })}
      </label>
      <input
        id="apply-cv"
        name="cv"
        type="file"
        required
        accept="application/pdf,.pdf"
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby="apply-cv-hint"
        className="mt-2 block w-full rounded-md border border-slate-400 bg-white p-3 text-slate-900 file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-invalid:border-red-700"
      />
      <p id="apply-cv-hint" className={`mt-1 text-sm ${error ? 'text-red-700' : 'text-slate-600'}`}>
        {error ?? t('cvHint', { megabytes })}
      </p>
    </div>
  )
}
