'use client'

import { MessageCircle, X } from 'lucide'
import { useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { useCallback, useRef, useState } from 'react'

import { Icon } from '@/components/ui/Icon'
import { useHydrated } from '@/forms/components/useHydrated'

/** The panel's code is fetched the first time a visitor opens the chat, not with the page. */
const ChatPanel = dynamic(() => import('./ChatPanel.client').then((module) => module.ChatPanel), {
  ssr: false,
})

/**
 * The round chat button fixed bottom right on every page. It
 * toggles the panel; the conversation is kept while the panel is closed and across pages.
 */
export function ChatLauncher() {
  const t = useTranslations('Chat')
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const enhanced = useHydrated()

  const close = useCallback(() => {
    setOpen(false)
    button.current?.focus()
  }, [])

  return (
    <>
      {loaded && <ChatPanel open={open} onClose={close} />}
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={loaded ? 'chat-panel' : undefined}
        aria-label={open ? t('close') : t('open')}
        data-enhanced={enhanced || undefined}
        onClick={() => {
          setLoaded(true)
          setOpen((value) => !value)
        }}
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:right-6 sm:bottom-6"
      >
        {open ? (
          <Icon icon={X} className="size-6" />
        ) : (
          <Icon icon={MessageCircle} className="size-6" />
        )}
      </button>
    </>
  )
}
