'use client'

import type { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

import { toast } from '@/components/ui/toast'

import { ask, RefusedError, type Shown } from './askAssistant'

/**
 * The conversation, the question box and the sending: blank input is ignored; nothing is sent
 * while an answer is pending; on a failure the conversation returns to how it was before the
 * send, the question goes back into the box and a toast says so. Focus moves into the box on
 * opening and after each answer; the list follows the newest message.
 */
export function useChat(
  open: boolean,
  locale: string,
  t: ReturnType<typeof useTranslations<'Chat'>>,
) {
  const [messages, setMessages] = useState<Shown[]>([])
  const [draft, setDraft] = useState('')
  const [pending, setPending] = useState(false)
  const [announcement, setAnnouncement] = useState<{ text: string; lang: string }>({
    text: '',
    lang: locale,
  })
  const input = useRef<HTMLTextAreaElement>(null)
  const list = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (open) input.current?.focus()
  }, [open])

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight })
  }, [messages, pending])

  async function send() {
    const question = draft.trim()
    if (!question || pending) return
    const before = messages
    setMessages([...before, { role: 'user', content: question }])
    setDraft('')
    setPending(true)
    setAnnouncement({ text: '', lang: locale })
    let answered: string = locale
    try {
      const answer = await ask(locale, question, before, (partial, lang) => {
        answered = lang
        setMessages([
          ...before,
          { role: 'user', content: question },
          { role: 'assistant', content: partial, lang },
        ])
      })
      setAnnouncement({ text: answer, lang: answered })
    } catch (error) {
      setMessages(before)
      setDraft((current) => current || question)
      toast.error(error instanceof RefusedError ? error.message : t('error'))
    } finally {
      setPending(false)
      input.current?.focus()
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void send()
    }
  }

  return { messages, draft, setDraft, pending, announcement, input, list, send, onKeyDown }
}
