import { getTranslations } from 'next-intl/server'

import { resultMessages } from '@/forms/results'

import { formResult } from '../formResult'
import type { Locale } from '@/i18n/locales'

const toneClass = {
  success: 'border-emerald-700 bg-emerald-50 text-emerald-900',
  info: 'border-brand-700 bg-brand-50 text-brand-900',
  error: 'border-red-700 bg-red-50 text-red-900',
}

/**
 * What the last change said (`status`, and `problems` of a refused one, as POST
 * /api/alerts/manage sends the browser back with them), in a polite live region.
 */
export async function StatusMessages({
  locale,
  status,
  problems,
}: {
  locale: Locale
  status: string | undefined
  problems: string | undefined
}) {
  const t = (await getTranslations({ locale, namespace: 'Alerts' })) as unknown as (
    key: string,
    values?: Record<string, number>,
  ) => string
  // A refused request (too large, unreadable) goes to the result page, never here.
  const messages = status
    ? resultMessages(formResult, status, problems).filter((message) => !message.request)
    : []
  return (
    <div role="status" className="mt-6 grid gap-2" data-testid="alert-status">
      {messages.map((message) => (
        <p
          key={message.key}
          className={`rounded-lg border-l-4 p-4 font-semibold ${toneClass[message.tone]}`}
        >
          {t(message.key, { minutes: 10 })}
        </p>
      ))}
    </div>
  )
}
