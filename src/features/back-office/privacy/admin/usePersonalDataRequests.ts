'use client'

import { useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'

import type { Locale } from '@/i18n/locales'
import type hr from '@/i18n/messages/hr.json'
import { namespaceTranslator, type NamespaceTranslator } from '@/i18n/namespaceTranslator'

export type Entry = {
  collection: string
  label: string
  count: number
  erasure: string
  effect: string
}
export type Summary = {
  email: string
  total: number
  collections: Entry[]
  refusal?: string | null
}

/** The screen's words in the admin language (the `PrivacyAdmin` messages). */
export type PrivacyWords = NamespaceTranslator<'PrivacyAdmin'>

export type Phase = 'idle' | 'finding' | 'exporting' | 'confirming' | 'erasing'

type Action = 'find' | 'export' | 'erase'

/** Posts one request to the privacy endpoints; an answer that is not ok throws its error. */
async function post(
  api: string,
  language: Locale,
  network: string,
  action: Action,
  body: Record<string, unknown>,
) {
  const response = await fetch(`${api}/${action}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify(body),
  })
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { error?: string }
    throw new Error(answer.error ?? network)
  }
  return response
}

/** Saves the export as the file the answer names. */
async function save(response: Response): Promise<string> {
  const file =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'personal-data.json'
  const link = document.createElement('a')
  link.href = URL.createObjectURL(await response.blob())
  link.download = file
  link.click()
  URL.revokeObjectURL(link.href)
  return file
}

/**
 * The state of the personal data requests screen: the address typed, the phase of the request
 * under way, what was found, the status and error to announce, and the focus moves of the
 * erase confirmation (it takes the focus; leaving it gives the focus back to "Erase…"). Its
 * words are the `PrivacyAdmin` messages of the admin language, which the server passes down.
 */
export function usePersonalDataRequests(language: Locale, messages: (typeof hr)['PrivacyAdmin']) {
  const { config } = useConfig()
  const router = useRouter()
  const t = useMemo(
    () => namespaceTranslator(language, 'PrivacyAdmin', messages),
    [language, messages],
  )
  const api = `${config.serverURL ?? ''}${config.routes.api}/privacy-requests`
  const confirmHeading = useRef<HTMLHeadingElement>(null)
  const eraseButton = useRef<HTMLAnchorElement | HTMLButtonElement>(null)
  const [email, setEmail] = useState('')
  const [phase, setPhase] = useState<Phase>('idle')
  const [summary, setSummary] = useState<Summary | null>(null)
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')

  // The confirmation takes the focus; leaving it gives the focus back to "Erase…".
  const returnFocus = useRef(false)
  useEffect(() => {
    if (phase === 'confirming') confirmHeading.current?.focus()
    if (phase === 'idle' && returnFocus.current) eraseButton.current?.focus()
    returnFocus.current = false
  }, [phase])

  const request = (action: Action, body: Record<string, unknown>) =>
    post(api, language, t('network'), action, body)

  /** Runs one request: its errors shown in the alert, the audit list refreshed after. */
  async function run(next: Phase, work: () => Promise<void>, after: Phase = 'idle') {
    setPhase(next)
    setError('')
    setStatus('')
    try {
      await work()
      setPhase(after)
    } catch (problem) {
      setError(problem instanceof Error && problem.message ? problem.message : t('network'))
      setPhase('idle')
    }
    router.refresh()
  }

  const find = (event: FormEvent) => {
    event.preventDefault()
    setSummary(null)
    return run('finding', async () => {
      const found = (await (await request('find', { email })).json()) as Summary
      setSummary(found)
      const values = { email: found.email, total: found.total }
      setStatus(found.total > 0 ? t('found', values) : t('nothing', values))
    })
  }

  const download = (found: Summary) =>
    run('exporting', async () => {
      const file = await save(await request('export', { email: found.email }))
      setStatus(t('downloaded', { file }))
    })

  const erase = (found: Summary) =>
    run('erasing', async () => {
      const erased = (await (
        await request('erase', { email: found.email, confirm: true })
      ).json()) as Summary
      setSummary(null)
      setStatus(t('erased', { email: erased.email, total: erased.total }))
    })

  const confirm = () => setPhase('confirming')

  const cancel = () => {
    returnFocus.current = true
    setPhase('idle')
  }

  const busy = phase === 'finding' || phase === 'exporting' || phase === 'erasing'
  const held = summary?.collections.filter((entry) => entry.count > 0) ?? []

  return {
    t,
    email,
    setEmail,
    phase,
    summary,
    status,
    error,
    busy,
    held,
    confirmHeading,
    eraseButton,
    find,
    download,
    erase,
    confirm,
    cancel,
  }
}

export type PersonalDataRequestsState = ReturnType<typeof usePersonalDataRequests>
