'use client'

import type { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { toast } from '@/components/ui/toast'
import { formValues, postForm } from '@/forms/components/postForm'
import type { SendState } from '@/forms/components/SendStatus'
import type { ContactField } from '@/forms/limits'

import { enquiryContextFrom } from '../rules/enquiryContext'

/**
 * The enquiry form's state and its send: JSON to `action` with where the visitor came from;
 * success clears the fields, a refusal or failure keeps them; each outcome also as a toast.
 */
export function useContactForm(
  t: ReturnType<typeof useTranslations<'Contact'>>,
  action: string,
  contact: { email: string; phone: string },
) {
  const [state, setState] = useState<SendState<ContactField>>({ status: 'idle' })

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.status === 'sending') return
    const form = event.currentTarget
    setState({ status: 'sending' })
    // Read again: the assistant's link may have changed the address since the form appeared.
    const from = enquiryContextFrom(window.location.search)
    const outcome = await postForm<{ ok: true }>(action, { ...formValues(form), ...from })
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

  return { state, send }
}
