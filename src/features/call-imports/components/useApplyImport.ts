'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import type { Locale } from '@/i18n/locales'
import type { NamespaceTranslator } from '@/i18n/namespaceTranslator'

export type ApplyState = 'idle' | 'applying' | 'done' | 'failed'

/**
 * Applying a previewed import: `apply` posts it, `state` says how far it got and `message` what
 * came of it (the counts applied, or why it failed); the page is refreshed after success.
 */
export function useApplyImport(
  api: string,
  id: number | string | undefined,
  language: Locale,
  t: NamespaceTranslator<'CallImportsAdmin'>,
) {
  const router = useRouter()
  const [state, setState] = useState<ApplyState>('idle')
  const [message, setMessage] = useState('')

  async function apply() {
    setState('applying')
    setMessage('')
    try {
      const response = await fetch(`${api}/call-imports/${id}/apply`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Accept-Language': language },
      })
      const body = (await response.json().catch(() => ({}))) as {
        created?: number
        changed?: number
        error?: string
      }
      if (!response.ok) {
        setState('failed')
        setMessage(`${t('failed')} ${body.error ?? ''}`.trim())
        return
      }
      setState('done')
      setMessage(t('applied', { created: body.created ?? 0, changed: body.changed ?? 0 }))
      router.refresh()
    } catch {
      setState('failed')
      setMessage(t('failed'))
    }
  }

  return { state, message, apply }
}
