'use client'

import type { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'

import { toast } from '@/components/ui/toast'
import { formValues, postForm } from '@/forms/components/postForm'
import type { Locale } from '@/i18n/locales'
import { useRouter } from '@/i18n/navigation'

import { announceSessionChange, useSession } from './session'

type Tab = 'login' | 'signup'
type Refusal = { message: string; fields: Record<string, string> }

/**
 * The /auth tabs' state, their arrow keys and the form's post: a login signs in and goes to the
 * home page, a signup clears the form and says to check the mail, a refusal keeps the input; each
 * outcome also as a toast. A visitor who is already signed in is sent to the home page.
 */
export function useAccountForms(t: ReturnType<typeof useTranslations<'Account'>>, locale: Locale) {
  const router = useRouter()
  const { user } = useSession()
  const [tab, setTab] = useState<Tab>('login')
  const [pending, setPending] = useState(false)
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [created, setCreated] = useState(false)
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ login: null, signup: null })

  useEffect(() => {
    if (user) router.replace('/')
  }, [user, router])

  function choose(next: Tab) {
    setTab(next)
    setRefusal(null)
    setCreated(false)
    tabs.current[next]?.focus()
  }

  function onTabKey(event: KeyboardEvent) {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault()
      choose(tab === 'login' ? 'signup' : 'login')
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    setPending(true)
    setRefusal(null)
    const outcome = await postForm<{ ok: true }>(
      `/api/account/${tab}?locale=${locale}`,
      formValues(form),
    )
    setPending(false)
    if (outcome.kind === 'ok') {
      if (tab === 'login') {
        toast.success(t('loggedIn'))
        announceSessionChange()
        router.push('/')
        return
      }
      form.reset()
      setCreated(true)
      toast.success(t('created'))
      return
    }
    const message = outcome.kind === 'refused' ? outcome.message : t('error')
    setRefusal({ message, fields: outcome.kind === 'refused' ? outcome.fields : {} })
    toast.error(message)
  }

  return { tab, tabs, pending, refusal, created, choose, onTabKey, submit }
}
