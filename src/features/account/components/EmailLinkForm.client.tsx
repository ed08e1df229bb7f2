'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { toast } from '@/components/ui/toast'
import { FormField } from '@/forms/components/FormField'
import { formValues, postForm } from '@/forms/components/postForm'
import { SubmitButton } from '@/forms/components/SubmitButton'
import type { Locale } from '@/i18n/locales'

/**
 * "Forgot password" and "resend confirmation": one e-mail field; the answer is the same whether
 * or not an account has that address.
 */
export function EmailLinkForm({ locale, kind }: { locale: Locale; kind: 'forgot' | 'resend' }) {
  const t = useTranslations('Account')
  const [pending, setPending] = useState(false)
  const [state, setState] = useState<{ sent: boolean; error?: string }>({ sent: false })
  const action = `/api/account/${kind}?locale=${locale}`

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    setPending(true)
    const outcome = await postForm<{ ok: true }>(action, formValues(event.currentTarget))
    setPending(false)
    if (outcome.kind === 'ok') {
      setState({ sent: true })
      toast.success(t(kind === 'forgot' ? 'forgotSent' : 'resendSent'))
      return
    }
    const error = outcome.kind === 'refused' ? outcome.message : t('error')
    setState({ sent: false, error })
    toast.error(error)
  }

  return (
    <form
      method="post"
      action={action}
      onSubmit={submit}
      noValidate
      className="mt-8 grid max-w-md gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <FormField
        id={`${kind}-email`}
        name="email"
        type="email"
        label={t('email')}
        autoComplete="email"
        required
        maxLength={254}
        error={state.error}
      />
      <SubmitButton pending={pending} label={t('sendLink')} pendingLabel={t('sending')} />
      <p aria-live="polite" className="font-semibold text-emerald-800" data-testid="auth-status">
        {state.sent ? t(kind === 'forgot' ? 'forgotSent' : 'resendSent') : ''}
      </p>
    </form>
  )
}
