'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { toast } from '@/components/ui/toast'
import { Honeypot } from '@/forms/components/Honeypot'
import { formValues, postForm } from '@/forms/components/postForm'
import { maxEmailLength, maxNewsletterNameLength } from '@/forms/limits'
import type { Locale } from '@/i18n/locales'

type State =
  | { status: 'idle' | 'submitting' | 'pending' }
  | { status: 'refused'; message: string }
  | { status: 'failed' }

const fields = [
  { name: 'name', maxLength: maxNewsletterNameLength },
  { name: 'email', maxLength: maxEmailLength },
] as const

const inputClass =
  'h-11 w-full rounded-md border border-slate-500 bg-white px-3 text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white aria-invalid:border-red-400'

/**
 * The footer's newsletter sign-up: name and e-mail, double opt-in.
 * Without JavaScript it is a plain form post to /api/newsletter; with it, states idle,
 * submitting, pending (fields cleared, "check your inbox") or an error, also as toasts.
 */
export function NewsletterForm({ locale }: { locale: Locale }) {
  const t = useTranslations('Newsletter')
  const labels = { name: t('name'), email: t('email') }
  const [state, setState] = useState<State>({ status: 'idle' })
  const action = `/api/newsletter?locale=${locale}`

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.status === 'submitting') return
    const form = event.currentTarget
    const values = formValues(form)
    if (!values.name?.trim() || !values.email?.trim()) {
      setState({ status: 'refused', message: t('invalid') })
      toast.error(t('invalid'))
      return
    }
    setState({ status: 'submitting' })
    const outcome = await postForm<{ ok: true }>(action, values)
    if (outcome.kind === 'ok') {
      form.reset()
      setState({ status: 'pending' })
      toast.success(t('pending'))
    } else if (outcome.kind === 'refused') {
      setState({ status: 'refused', message: outcome.message })
      toast.error(outcome.message)
    } else {
      setState({ status: 'failed' })
      toast.error(t('error'))
    }
  }

  const submitting = state.status === 'submitting'
  const invalid = state.status === 'refused' ? true : undefined
  return (
    <form
      method="post"
      action={action}
      onSubmit={submit}
      noValidate
      aria-labelledby="newsletter-title"
      aria-describedby="newsletter-consent"
      className="relative"
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        {fields.map((field) => (
          <div key={field.name}>
            <label
              htmlFor={`newsletter-${field.name}`}
              className="text-sm font-semibold text-white"
            >
              {labels[field.name]}
            </label>
            <input
              id={`newsletter-${field.name}`}
              name={field.name}
              type={field.name === 'email' ? 'email' : 'text'}
              required
              autoComplete={field.name}
              maxLength={field.maxLength}
              aria-invalid={invalid}
              className={`mt-1 ${inputClass}`}
            />
          </div>
        ))}
        <button
          type="submit"
          disabled={submitting}
          className="h-11 rounded-md bg-white px-5 font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-wait disabled:opacity-70"
        >
          {submitting ? t('submitting') : t('submit')}
        </button>
      </div>
      <Honeypot id="newsletter-website" />
      <p id="newsletter-consent" className="mt-3 text-sm text-slate-300">
        {t('consent')}
      </p>
      <div aria-live="polite" data-testid="newsletter-status">
        {state.status === 'pending' && (
          <p className="mt-2 font-semibold text-white">{t('pending')}</p>
        )}
        {state.status === 'refused' && (
          <p role="alert" className="mt-2 font-semibold text-red-200">
            {state.message}
          </p>
        )}
        {state.status === 'failed' && (
          <p role="alert" className="mt-2 font-semibold text-red-200">
            {t('error')}
          </p>
        )}
      </div>
    </form>
  )
}
