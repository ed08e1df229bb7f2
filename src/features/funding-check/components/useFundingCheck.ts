'use client'

import type { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { toast } from '@/components/ui/toast'
import { formValues, postForm } from '@/forms/components/postForm'
import type { Locale } from '@/i18n/locales'

import type { CheckedCall } from '../reasons'
import type { CheckedProfile } from './AlertLink'

export type FundingCheckState =
  | { status: 'idle' }
  | {
      status: 'results'
      opportunities: CheckedCall[]
      correspondence: string | null
      profile: CheckedProfile
    }
  | {
      status: 'refused'
      message: string
      fields: { oib?: string; nkd?: string; version?: string; county?: string; size?: string }
    }
  | { status: 'error' }

type Answer = {
  count: number
  opportunities: CheckedCall[]
  correspondence: string | null
}

/**
 * The funding check's state and its post to /api/funding-check: results with a count, none, a
 * refusal or an error, each also as a toast, and the message that names it.
 */
export function useFundingCheck(
  t: ReturnType<typeof useTranslations<'FundingCheck'>>,
  locale: Locale,
) {
  const [state, setState] = useState<FundingCheckState>({ status: 'idle' })
  const [pending, setPending] = useState(false)

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const { oib, nkd, version, county, size } = formValues(event.currentTarget)
    setPending(true)
    const outcome = await postForm<Answer>(`/api/funding-check?locale=${locale}`, {
      oib,
      nkd,
      version,
      county,
      size,
    })
    const next: FundingCheckState =
      outcome.kind === 'ok'
        ? {
            status: 'results',
            opportunities: outcome.answer.opportunities,
            correspondence: outcome.answer.correspondence ?? null,
            profile: { code: nkd ?? '', version, county, size },
          }
        : outcome.kind === 'refused'
          ? { status: 'refused', message: outcome.message, fields: outcome.fields }
          : { status: 'error' }
    setPending(false)
    setState(next)
    const text = messageOf(next)
    if (!text) return
    if (next.status === 'results' && next.opportunities.length > 0) toast.success(text)
    else if (next.status === 'results') toast(text)
    else toast.error(text)
  }

  function messageOf(current: FundingCheckState): string | null {
    switch (current.status) {
      case 'results':
        return current.opportunities.length > 0
          ? t('found', { count: current.opportunities.length })
          : t('none')
      case 'refused':
        return current.message
      case 'error':
        return t('error')
      default:
        return null
    }
  }

  return { state, pending, check, message: messageOf(state) }
}
