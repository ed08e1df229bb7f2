'use client'

import type { useTranslations } from 'next-intl'
import { useState, type ChangeEvent, type FormEvent } from 'react'

import { toast } from '@/components/ui/toast'
import { postFormData } from '@/forms/components/postForm'
import type { SendState } from '@/forms/components/SendStatus'
import { maxCvBytes } from '@/forms/limits'

type Field = 'firstName' | 'lastName' | 'email' | 'message' | 'cv'

export const megabytes = maxCvBytes / 1024 / 1024

/**
 * The application form's state, its CV check and its send: the fields and the CV through fetch
 * to `action`. A CV over 5 MB is refused here before it is sent; on failure the input stays in
 * the form; each outcome also as a toast.
 */
export function useApplicationForm(
  t: ReturnType<typeof useTranslations<'Careers'>>,
  action: string,
  email: string,
) {
  const [state, setState] = useState<SendState<Field>>({ status: 'idle' })

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

  return { state, checkFile, send }
}
