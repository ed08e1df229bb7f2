'use client'

import { useTranslations } from 'next-intl'
import { useState, type ChangeEvent, type FormEvent } from 'react'

import { toast } from '@/components/ui/toast'
import { FormField, TextAreaField } from '@/forms/components/FormField'
import { Honeypot } from '@/forms/components/Honeypot'
import { postFormData } from '@/forms/components/postForm'
import { SubmitButton } from '@/forms/components/SubmitButton'
import { contactLimits, maxCvBytes } from '@/forms/limits'
import type { Locale } from '@/i18n/locales'

type Field = 'firstName' | 'lastName' | 'email' | 'message' | 'cv'

type State =
  | { status: 'idle' | 'sending' | 'sent' }
  | { status: 'refused'; message: string; fields: Partial<Record<Field, string>> }
  | { status: 'failed' }

type Props = { locale: Locale; jobId: number; email: string }

const megabytes = maxCvBytes / 1024 / 1024

/**
 * The application form of a job opening. It posts the fields and the CV to /api/careers/apply:
 * without JavaScript as a plain multipart form post (the server answers with the result page),
 * with it through fetch. A CV over 5 MB is refused here before it is sent; the server checks
 * size and content again. On failure the input stays in the form.
 */
export function ApplicationForm({ locale, jobId, email }: Props) {
  const t = useTranslations('Careers')
  const [state, setState] = useState<State>({ status: 'idle' })
  const action = `/api/careers/apply?locale=${locale}`

  function refuse(message: string, fields: Partial<Record<Field, string>>) {
    setState({ status: 'refused', message, fields })
    toast.error(message)
  }

  /** Refuses a chosen file over 5 MB before anything is sent; true when it did. */
  function refuseTooLarge(file: File | undefined) {
    if (!file || file.size <= maxCvBytes) return false
    const message = t('problem.cvTooLarge', { megabytes })
    refuse(message, { cv: message })
    return true
  }

  function checkFile(event: ChangeEvent<HTMLInputElement>) {
    if (refuseTooLarge(event.currentTarget.files?.[0])) return
    if (state.status === 'refused' && state.fields.cv) {
      setState({ ...state, fields: { ...state.fields, cv: undefined } })
    }
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.status === 'sending') return
    const form = event.currentTarget
    if (refuseTooLarge((form.elements.namedItem('cv') as HTMLInputElement | null)?.files?.[0])) {
      return
    }
    setState({ status: 'sending' })
    const outcome = await postFormData<{ ok: true }>(action, new FormData(form))
    if (outcome.kind === 'ok') {
      form.reset()
      setState({ status: 'sent' })
      toast.success(t('applied'), { description: t('appliedDetail') })
    } else if (outcome.kind === 'refused') {
      refuse(outcome.message, outcome.fields)
    } else {
      setState({ status: 'failed' })
      toast.error(t('failure'), { description: t('failureDetail', { email }) })
    }
  }

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
            onChange={checkFile}
            aria-invalid={errors.cv ? true : undefined}
            aria-describedby="apply-cv-hint"
            className="mt-2 block w-full rounded-md border border-slate-400 bg-white p-3 text-slate-900 file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-invalid:border-red-700"
          />
          <p
            id="apply-cv-hint"
            className={`mt-1 text-sm ${errors.cv ? 'text-red-700' : 'text-slate-600'}`}
          >
            {errors.cv ?? t('cvHint', { megabytes })}
          </p>
        </div>
      </div>
      <p className="mt-6 text-sm text-slate-600">{t('privacy')}</p>
      <Honeypot id="apply-website" />
      <SubmitButton
        pending={state.status === 'sending'}
        label={t('submit')}
        pendingLabel={t('sending')}
        className="mt-6"
      />
      <div aria-live="polite" className="mt-4" data-testid="apply-status">
        {state.status === 'sent' && (
          <p className="font-semibold text-emerald-800">
            {t('applied')}. {t('appliedDetail')}
          </p>
        )}
        {state.status === 'refused' && (
          <p role="alert" className="font-semibold text-red-700">
            {state.message}
          </p>
        )}
        {state.status === 'failed' && (
          <p role="alert" className="font-semibold text-red-700">
            {t('failure')}. {t('failureDetail', { email })}
          </p>
        )}
      </div>
    </form>
  )
}
