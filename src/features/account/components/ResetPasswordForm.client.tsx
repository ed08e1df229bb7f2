'use client'

import { useTranslations } from 'next-intl'
import { useSearchParams } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { toast } from '@/components/ui/toast'
import { FormField } from '@/forms/components/FormField'
import { postForm } from '@/forms/components/postForm'
import { SubmitButton } from '@/forms/components/SubmitButton'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

/** The page the reset mail links to: a new password for the token in the address. */
export function ResetPasswordForm({ locale }: { locale: Locale }) {
  const t = useTranslations('Account')
  const token = useSearchParams().get('token') ?? ''
  const [pending, setPending] = useState(false)
  const [state, setState] = useState<{ done: boolean; error?: string }>({ done: false })
  const action = `/api/account/reset?locale=${locale}`

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    setPending(true)
    const password = new FormData(event.currentTarget).get('password')
    const outcome = await postForm<{ ok: true }>(action, { token, password })
    setPending(false)
    if (outcome.kind === 'ok') {
      setState({ done: true })
      toast.success(t('resetDone'))
      return
    }
    const error = outcome.kind === 'refused' ? outcome.message : t('error')
    setState({ done: false, error })
    toast.error(error)
  }

  if (state.done) {
    return (
      <div className="mt-8 max-w-md" role="status">
        <p className="font-semibold text-emerald-800">{t('resetDone')}</p>
        <Link
          href="/auth"
          className="mt-4 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('backToLogin')}
        </Link>
      </div>
    )
  }
  return (
    <form
      method="post"
      action={action}
      onSubmit={submit}
      noValidate
      className="mt-8 grid max-w-md gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <input type="hidden" name="token" value={token} />
      <FormField
        id="reset-password"
        name="password"
        type="password"
        label={t('newPassword')}
        autoComplete="new-password"
        required
        maxLength={128}
        hint={t('passwordHint')}
        error={state.error}
      />
      <SubmitButton pending={pending} label={t('resetSubmit')} pendingLabel={t('saving')} />
    </form>
  )
}
