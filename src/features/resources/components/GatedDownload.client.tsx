'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { toast } from '@/components/ui/toast'
import { FormField } from '@/forms/components/FormField'
import { Honeypot } from '@/forms/components/Honeypot'
import { formValues, postForm } from '@/forms/components/postForm'
import { SubmitButton } from '@/forms/components/SubmitButton'
import { contactLimits } from '@/forms/limits'
import type { Locale } from '@/i18n/locales'

type Granted = { ok: true; url: string; newsletter: boolean }

type State =
  | { status: 'idle' | 'sending' }
  | { status: 'granted'; url: string; newsletter: boolean }
  | { status: 'refused'; message: string; fields: Record<string, string> }
  | { status: 'failed' }

type Props = { locale: Locale; id: number; title: string; format: string }

/**
 * A gated download: a disclosure with a short form (first name, e-mail, the newsletter box).
 * The request becomes a lead for the firm; the answer holds the file's link, which then takes
 * the form's place and gets the focus. Without JavaScript the form posts to the same endpoint
 * and the result page holds the link. On failure the input stays.
 */
export function GatedDownload({ locale, id, title, format }: Props) {
  const t = useTranslations('Downloads')
  const [state, setState] = useState<State>({ status: 'idle' })
  const link = useRef<HTMLAnchorElement>(null)
  const action = `/api/resources/request?locale=${locale}`
  const prefix = `download-${id}`

  useEffect(() => {
    if (state.status === 'granted') link.current?.focus()
  }, [state.status])

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.status === 'sending') return
    const form = event.currentTarget
    const values = formValues(form)
    setState({ status: 'sending' })
    const outcome = await postForm<Granted>(action, {
      ...values,
      newsletter: values.newsletter === 'on',
    })
    if (outcome.kind === 'ok') {
      setState({
        status: 'granted',
        url: outcome.answer.url,
        newsletter: outcome.answer.newsletter,
      })
    } else if (outcome.kind === 'refused') {
      setState({ status: 'refused', message: outcome.message, fields: outcome.fields })
      toast.error(outcome.message)
    } else {
      setState({ status: 'failed' })
      toast.error(t('failure'))
    }
  }

  if (state.status === 'granted') {
    return (
      <div role="status" className="grid gap-3">
        <p className="font-semibold text-emerald-800">{t('granted')}</p>
        <a
          ref={link}
          href={state.url}
          download
          className="inline-flex h-11 items-center justify-center rounded-md bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('grantedLink', { title })}
        </a>
        {state.newsletter && <p className="text-sm text-slate-700">{t('newsletterPending')}</p>}
      </div>
    )
  }

  const errors = state.status === 'refused' ? state.fields : {}
  return (
    <details className="group">
      <summary className="inline-flex h-11 cursor-pointer list-none items-center justify-center gap-2 rounded-md border border-brand-800 px-5 font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        {t('gatedOpen')}
        <span className="sr-only">
          : {title} ({format})
        </span>
      </summary>
      <p className="mt-3 text-sm text-slate-700">{t('gatedNote')}</p>
      <form
        method="post"
        action={action}
        onSubmit={send}
        aria-label={`${t('gatedOpen')}: ${title}`}
        className="relative mt-3 grid gap-4"
      >
        <input type="hidden" name="download" value={id} />
        <FormField
          id={`${prefix}-firstName`}
          name="firstName"
          label={t('firstName')}
          required
          autoComplete="given-name"
          maxLength={contactLimits.firstName}
          error={errors.firstName}
        />
        <FormField
          id={`${prefix}-email`}
          name="email"
          type="email"
          label={t('email')}
          required
          autoComplete="email"
          maxLength={contactLimits.email}
          error={errors.email}
        />
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            name="newsletter"
            className="mt-0.5 size-5 shrink-0 accent-brand-800"
          />
          <span>{t('newsletter')}</span>
        </label>
        <p className="text-xs text-slate-600">{t('privacy')}</p>
        <Honeypot id={`${prefix}-website`} />
        <SubmitButton
          pending={state.status === 'sending'}
          label={t('submit')}
          pendingLabel={t('sending')}
        />
        <div aria-live="polite">
          {state.status === 'refused' && (
            <p role="alert" className="font-semibold text-red-700">
              {state.message}
            </p>
          )}
          {state.status === 'failed' && (
            <p role="alert" className="font-semibold text-red-700">
              {t('failure')}
            </p>
          )}
        </div>
      </form>
    </details>
  )
}
