import type { SendEmailOptions } from 'payload'

import {
  codeKeyLabel,
  formatEuro,
  formatPercent,
  type CallChange,
} from '@/features/funding-calls/rules'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { formatDate } from '@/lib/formatDate'
import { localizedPath } from '@/seo/alternates'
import { mailHtml } from '@/server/mail/html'

import type { AlertEventKind } from '../rules/events'

import { alertMailCopy } from './copy'

/** The addresses of an alert's links (each carries the alert's signed token). */
export function alertLinks(siteUrl: string, locale: Locale, token: string) {
  const query = `token=${encodeURIComponent(token)}`
  return {
    confirm: `${siteUrl}/api/alerts/confirm?${query}`,
    manage: `${siteUrl}${localizedPath(locale, '/alerts/manage')}?${query}`,
    unsubscribe: `${siteUrl}/api/alerts/unsubscribe?${query}`,
    notRelevant: (call: number) =>
      `${siteUrl}${localizedPath(locale, '/alerts/not-relevant')}?${query}&call=${call}`,
    call: (call: number) => `${siteUrl}${localizedPath(locale, `/natjecaj/${call}`)}`,
  }
}

/** One call in a mail, with what happened to it since the last mail. */
export type MailItem = {
  call: { id: number; name: string; deadline: string | null }
  events: { kind: AlertEventKind; changes: CallChange[] | null }[]
}

/** A change in words: "Rok prijave: 31. ožujka 2027. → 30. travnja 2027.". */
function changeLine(locale: Locale, change: CallChange): string {
  const copy = alertMailCopy[locale]
  const catalogue = translator(locale, 'Catalogue')
  const label = copy.field[change.field]
  if ('added' in change) {
    const name = (value: string) => {
      if (change.field === 'codes') return codeKeyLabel(value)
      const key = change.field === 'counties' ? `counties.${value}` : `applicants.${value}`
      return catalogue.has(key as never) ? catalogue(key as never) : value
    }
    const parts = [
      change.added.length ? copy.added(change.added.map(name).join(', ')) : null,
      change.removed.length ? copy.removed(change.removed.map(name).join(', ')) : null,
    ].filter(Boolean)
    return `${label}: ${parts.join('; ')}`
  }
  const show = (value: string | number | null) => {
    if (value === null) return copy.none
    if (typeof value === 'string') return formatDate(locale, value)
    return change.field === 'aidIntensityMax'
      ? formatPercent(locale, value)
      : formatEuro(locale, value)
  }
  return `${label}: ${copy.moved(show(change.from), show(change.to))}`
}

/**
 * An alert's mail: the calls it is about, each with its events (a change with what changed),
 * its deadline, and the links to the call and to "not relevant"; then the links to manage the
 * alert and to leave it, the latter also as RFC 8058 one-click List-Unsubscribe headers.
 */
export function alertMail(options: {
  to: string
  locale: Locale
  brand: string
  siteUrl: string
  token: string
  digest: boolean
  items: MailItem[]
}): SendEmailOptions {
  const { locale, brand, items } = options
  const copy = alertMailCopy[locale]
  const links = alertLinks(options.siteUrl, locale, options.token)
  const subject = options.digest
    ? copy.digestSubject(items.length, brand)
    : copy.subject(items.length, brand)
  const intro = options.digest ? copy.digestIntro : copy.intro
  const text: string[] = [intro, '']
  const html: Parameters<typeof mailHtml>[1] = [intro]
  for (const item of items) {
    const lines = [
      item.call.name,
      ...item.events.flatMap((event) => [
        `• ${copy.events[event.kind]}`,
        ...(event.changes ?? []).map((change) => `  ${changeLine(locale, change)}`),
      ]),
      item.call.deadline ? copy.deadline(formatDate(locale, item.call.deadline)) : copy.rolling,
    ]
    text.push(
      ...lines,
      `${copy.open}: ${links.call(item.call.id)}`,
      `${copy.notRelevant}: ${links.notRelevant(item.call.id)}`,
      '',
    )
    html.push(
      lines.join('\n'),
      { label: copy.open, url: links.call(item.call.id) },
      { label: copy.notRelevant, url: links.notRelevant(item.call.id), quiet: true },
    )
  }
  const footer = [
    copy.signature(brand),
    `${copy.manage}: ${links.manage}`,
    `${copy.unsubscribe}: ${links.unsubscribe}`,
    copy.why,
  ]
  text.push(...footer)
  html.push(
    copy.signature(brand),
    { label: copy.manage, url: links.manage, quiet: true },
    { label: copy.unsubscribe, url: links.unsubscribe, quiet: true },
    copy.why,
  )
  return {
    to: options.to,
    subject,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: `${text.join('\n')}\n`,
    html: mailHtml(locale, html),
  }
}

/** The double opt-in mail of a new alert. */
export function confirmationMail(options: {
  to: string
  locale: Locale
  brand: string
  siteUrl: string
  token: string
}): SendEmailOptions {
  const copy = alertMailCopy[options.locale]
  const links = alertLinks(options.siteUrl, options.locale, options.token)
  const signature = copy.signature(options.brand)
  return {
    to: options.to,
    subject: copy.confirmSubject(options.brand),
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: `${copy.confirmIntro}\n${links.confirm}\n\n${copy.confirmIgnore}\n\n${signature}\n`,
    html: mailHtml(options.locale, [
      copy.confirmIntro,
      { label: copy.confirmAction, url: links.confirm },
      copy.confirmIgnore,
      signature,
    ]),
  }
}
