'use client'

import { clsx } from 'clsx'
import { Loader2, Send, X } from 'lucide'
import { useLocale, useTranslations } from 'next-intl'
import type { FormEvent } from 'react'

import { jumpToSection } from '@/components/site/jumpToSection'
import { Icon } from '@/components/ui/Icon'
import { maxChatMessageLength } from '@/forms/limits'
import { Link, usePathname } from '@/i18n/navigation'

import type { ChatMessage } from '../rules/input'
import { ChatText } from './ChatText'
import { useChat } from './useChat'

/**
 * The chat panel: welcome message, bubbles, a thinking indicator while the
 * answer is on its way, and the question box. Enter sends, Shift+Enter starts a new line; blank
 * input is ignored; nothing is sent while an answer is pending; on a failure the conversation
 * returns to how it was before the send, the question goes back into the box and a toast says
 * so. Focus moves into the panel on opening; Escape closes it; each answer is announced.
 */
export function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('Chat')
  const locale = useLocale()
  const { messages, draft, setDraft, pending, announcement, input, list, send, onKeyDown } =
    useChat(open, locale, t)

  const waiting = pending && messages.at(-1)?.role !== 'assistant'
  return (
    <section
      id="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      aria-describedby="chat-subtitle"
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation()
          onClose()
        }
      }}
      className="fixed inset-x-2 bottom-22 z-40 flex h-[min(500px,calc(100dvh-7rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:right-6 sm:bottom-24 sm:w-96"
    >
      <ChatHeader onClose={onClose} />

      <div
        ref={list}
        className="flex-1 space-y-3 overflow-y-auto px-4 py-4 text-sm"
        data-testid="chat-messages"
      >
        <Bubble role="assistant" label={t('assistant')} text={t('welcome')} />
        {messages.map((message, index) => (
          <Bubble
            key={index}
            role={message.role}
            label={message.role === 'user' ? t('you') : t('assistant')}
            text={message.content}
            lang={message.lang && message.lang !== locale ? message.lang : undefined}
          />
        ))}
        {waiting && (
          <p role="status" className="flex items-center gap-2 text-slate-600">
            <Icon icon={Loader2} className="size-4 animate-spin" />
            {t('thinking')}
          </p>
        )}
      </div>
      <div className="sr-only" aria-live="polite" role="status">
        <span lang={announcement.lang === locale ? undefined : announcement.lang}>
          {announcement.text}
        </span>
      </div>

      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault()
          void send()
        }}
        className="border-t border-slate-200 p-3"
      >
        <label htmlFor="chat-input" className="sr-only">
          {t('inputLabel')}
        </label>
        <div className="flex items-end gap-2">
          <textarea
            ref={input}
            id="chat-input"
            rows={2}
            value={draft}
            maxLength={maxChatMessageLength}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('placeholder')}
            aria-describedby="chat-hint"
            className="max-h-32 min-h-11 flex-1 resize-none rounded-md border border-slate-400 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700"
          />
          <button
            type="submit"
            disabled={pending || !draft.trim()}
            aria-label={t('send')}
            className="inline-flex size-11 items-center justify-center rounded-md bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400"
          >
            {pending ? (
              <Icon icon={Loader2} className="size-5 animate-spin" />
            ) : (
              <Icon icon={Send} className="size-5" />
            )}
          </button>
        </div>
        <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3 text-xs">
          <p id="chat-hint" className="text-slate-600">
            {t('hint')}
          </p>
          <AdviserLink label={t('askAdviser')} onFollow={onClose} />
        </div>
      </form>
    </section>
  )
}

/** The panel's title, what it is for, and its close button. */
function ChatHeader({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Chat')
  return (
    <header className="flex items-start justify-between gap-3 bg-brand-700 px-4 py-3 text-white">
      <div>
        <h2 id="chat-title" className="font-semibold">
          {t('title')}
        </h2>
        <p id="chat-subtitle" className="text-sm text-brand-100">
          {t('subtitle')}
        </p>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('close')}
        className="rounded-md p-1 hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-white"
      >
        <Icon icon={X} className="size-5" />
      </button>
    </header>
  )
}

/**
 * "Ask an adviser": the home page's contact form, marked as coming from the assistant
 * (`?from=assistant`, which the form sends with the enquiry). On the home page it scrolls there
 * as the menu's section links do; the panel closes either way.
 */
function AdviserLink({ label, onFollow }: { label: string; onFollow: () => void }) {
  const pathname = usePathname()
  return (
    <Link
      href={{ pathname: '/', query: { from: 'assistant' }, hash: 'contact' }}
      prefetch={false}
      className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      data-testid="chat-ask-adviser"
      onClick={(event) => {
        onFollow()
        const target = document.getElementById('contact')
        if (pathname !== '/' || !target) return
        event.preventDefault()
        jumpToSection(target, '?from=assistant#contact')
      }}
    >
      {label}
    </Link>
  )
}

function Bubble({
  role,
  label,
  text,
  lang,
}: {
  role: ChatMessage['role']
  label: string
  text: string
  /** The answer's language where it is not the page's. */
  lang?: string
}) {
  const mine = role === 'user'
  return (
    <div className={clsx('flex', mine ? 'justify-end' : 'justify-start')} data-role={role}>
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl px-3 py-2 break-words',
          mine
            ? 'rounded-br-sm bg-brand-700 text-white'
            : 'rounded-bl-sm bg-slate-100 text-slate-900',
        )}
      >
        <span className="sr-only">{label}: </span>
        {mine ? (
          <p className="whitespace-pre-wrap">{text}</p>
        ) : (
          <div lang={lang}>
            <ChatText text={text} />
          </div>
        )}
      </div>
    </div>
  )
}
