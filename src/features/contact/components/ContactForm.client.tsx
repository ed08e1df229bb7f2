'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { toast } from '@/components/ui/toast'
import type { HomeCopy } from '@/copy/home'
import { FormField, TextAreaField } from '@/forms/components/FormField'
import { Honeypot } from '@/forms/components/Honeypot'
import { formValues, postForm } from '@/forms/components/postForm'
import { SubmitButton } from '@/forms/components/SubmitButton'
import { contactLimits, type ContactField } from '@/forms/limits'
import type { Locale } from '@/i18n/locales'

type Props = {
  locale: Locale
  copy: HomeCopy['contact']['form']
  contact: { email: string; phone: string }
}

type State =
  | { status: 'idle' | 'sending' | 'sent' }
  | { status: 'refused'; message: string; fields: Partial<Record<ContactField, string>> }
  | { status: 'failed' }

type Field = {
  name: Exclude<ContactField, 'message'>
  label: string
  type?: string
  autoComplete: string
}

/**
 * The enquiry form. It posts to /api/contact: without JavaScript as a
 * plain form post, with it as JSON. States: idle, sending ("Šalje se...", button disabled),
 * success ("Poruka uspješno poslana", fields cleared) or failure ("Greška pri slanju", input
 * kept, with the firm's e-mail and phone to write directly), each also as a toast.
 */
export function ContactForm({ locale, copy, contact }: Props) {
  const t = useTranslations('Contact')
  const [state, setState] = useState<State>({ status: 'idle' })
  const fields: Field[] = [
    { name: 'firstName', label: copy.firstName, autoComplete: 'given-name' },
    { name: 'lastName', label: copy.lastName, autoComplete: 'family-name' },
    { name: 'email', label: copy.email, type: 'email', autoComplete: 'email' },
    { name: 'company', label: copy.company, autoComplete: 'organization' },
  ]
  const action = `/api/contact?locale=${locale}`

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.status === 'sending') return
    const form = event.currentTarget
    setState({ status: 'sending' })
    const outcome = await postForm<{ ok: true }>(action, formValues(form))
    if (outcome.kind === 'ok') {
      form.reset()
      setState({ status: 'sent' })
      toast.success(t('success'), { description: t('successDetail') })
    } else if (outcome.kind === 'refused') {
      setState({ status: 'refused', message: outcome.message, fields: outcome.fields })
      toast.error(outcome.message)
    } else {
      setState({ status: 'failed' })
      toast.error(t('failure'), { description: t('failureDetail', contact) })
    }
  }

  const errors = state.status === 'refused' ? state.fields : {}
  const sending = state.status === 'sending'
  return (
    <form
      method="post"
      action={action}
      onSubmit={send}
      aria-labelledby="contact-form-title"
      className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h3 id="contact-form-title" className="text-xl font-semibold text-brand-900">
        {copy.title}
      </h3>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {fields.map((field) => (
          <FormField
            key={field.name}
            id={`contact-${field.name}`}
            name={field.name}
            label={
              <>
                {field.label}
                {field.name === 'company' && (
                  <span className="font-normal text-slate-600"> {copy.optional}</span>
                )}
              </>
            }
            type={field.type ?? 'text'}
            required={field.name !== 'company'}
            autoComplete={field.autoComplete}
            maxLength={contactLimits[field.name]}
            error={errors[field.name]}
          />
        ))}
        <TextAreaField
          id="contact-message"
          name="message"
          label={copy.message}
          required
          maxLength={contactLimits.message}
          error={errors.message}
          className="sm:col-span-2"
        />
      </div>
      <Honeypot id="contact-website" />
      <SubmitButton
        pending={sending}
        label={copy.submit}
        pendingLabel={copy.sending}
        className="mt-6"
      />
      <div aria-live="polite" className="mt-4" data-testid="contact-status">
        {state.status === 'sent' && (
          <p className="font-semibold text-emerald-800">
            {t('success')}. {t('successDetail')}
          </p>
        )}
        {state.status === 'refused' && (
          <p role="alert" className="font-semibold text-red-700">
            {state.message}
          </p>
        )}
        {state.status === 'failed' && (
          <p role="alert" className="font-semibold text-red-700">
            {t('failure')}. {t('failureDetail', contact)}
          </p>
        )}
      </div>
    </form>
  )
}
