'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'

import { toast } from '@/components/ui/toast'
import { formValues, postForm } from '@/forms/components/postForm'
import { SubmitButton } from '@/forms/components/SubmitButton'

type State =
  | { status: 'idle' | 'sending' }
  | { status: 'done'; message: string }
  | { status: 'refused'; messages: string[] }

/** The field that shows each of the endpoint's refusals (see rules/validation). */
const fieldOf: Record<string, string> = {
  email: 'email',
  codes: 'code',
  filters: 'code',
  minAmount: 'minAmount',
}

/**
 * The subscription form of /alerts (an alert by filters, or one call followed). Without
 * JavaScript it is the plain form post that POST /api/alerts answers with the result page;
 * with it, the answer is shown here and as a toast: the button disabled while sending, refused
 * fields marked invalid and the first of them focused.
 */
export function AlertForm({
  action,
  submitLabel,
  pendingLabel,
  children,
}: {
  action: string
  submitLabel: string
  pendingLabel: string
  children: ReactNode
}) {
  const t = useTranslations('Alerts')
  const [state, setState] = useState<State>({ status: 'idle' })
  const marked = useRef<Element[]>([])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.status === 'sending') return
    const form = event.currentTarget
    for (const field of marked.current) field.removeAttribute('aria-invalid')
    marked.current = []
    setState({ status: 'sending' })
    const outcome = await postForm<{ ok: true; status: 'pending' | 'active' }>(
      action,
      formValues(form),
    )
    if (outcome.kind === 'ok') {
      const message = t(outcome.answer.status === 'active' ? 'result.active' : 'result.pending')
      form.reset()
      setState({ status: 'done', message })
      toast.success(message)
      return
    }
    if (outcome.kind === 'failed') {
      setState({ status: 'refused', messages: [t('result.error')] })
      toast.error(t('result.error'))
      return
    }
    const fields = Object.keys(outcome.fields)
      .map((key) => fieldOf[key] && form.elements.namedItem(fieldOf[key]))
      .filter((field): field is HTMLInputElement => field instanceof HTMLInputElement)
    for (const field of fields) field.setAttribute('aria-invalid', 'true')
    marked.current = fields
    fields[0]?.focus()
    const messages = [...new Set(Object.values(outcome.fields))]
    setState({ status: 'refused', messages: messages.length > 0 ? messages : [outcome.message] })
    toast.error(messages[0] ?? outcome.message)
  }

  return (
    <form
      method="post"
      action={action}
      onSubmit={submit}
      noValidate
      className="relative grid gap-6"
    >
      {children}
      <div>
        <SubmitButton
          pending={state.status === 'sending'}
          label={submitLabel}
          pendingLabel={pendingLabel}
        />
      </div>
      <div aria-live="polite" data-testid="alert-form-status">
        {state.status === 'done' && (
          <p className="rounded-lg border-l-4 border-emerald-700 bg-emerald-50 p-4 font-semibold text-emerald-900">
            {state.message}
          </p>
        )}
        {state.status === 'refused' && (
          <ul
            role="alert"
            className="grid gap-1 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 font-semibold text-red-900"
          >
            {state.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>
    </form>
  )
}
