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

const mailText = (locale: Locale) => translator(locale, 'AlertMail')
const catalogueText = (locale: Locale) => translator(locale, 'Catalogue')

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
  const t = mailText(locale)
  const catalogue = catalogueText(locale)
  const label = t(`field.${change.field}`)
  if ('added' in change) {
    const name = (value: string) => {
      if (change.field === 'codes') return codeKeyLabel(value)
      const key = change.field === 'counties' ? `counties.${value}` : `applicants.${value}`
      return catalogue.has(key as never) ? catalogue(key as never) : value
    }
    const parts = [
      change.added.length ? t('added', { values: change.added.map(name).join(', ') }) : null,
      change.removed.length ? t('removed', { values: change.removed.map(name).join(', ') }) : null,
    ].filter(Boolean)
    return `${label}: ${parts.join('; ')}`
  }
  const show = (value: string | number | null) => {
    if (value === null) return t('none')
    if (typeof value === 'string') return formatDate(locale, value)
    return change.field === 'aidIntensityMax'
      ? formatPercent(locale, value)
      : formatEuro(locale, value)
  }
  return `${label}: ${t('moved', { from: show(change.from), to: show(change.to) })}`
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
  const t = mailText(locale)
  const links = alertLinks(options.siteUrl, locale, options.token)
  const count = items.length
  const subject = t(options.digest ? 'digestSubject' : 'subject', { count, brand })
  const intro = t(options.digest ? 'digestIntro' : 'intro')
  const open = t('open')
  const notRelevant = t('notRelevant')
  const text: string[] = [intro, '']
  const html: Parameters<typeof mailHtml>[1] = [intro]
  for (const item of items) {
    const lines = [
      item.call.name,
      ...item.events.flatMap((event) => [
        `• ${t(`events.${event.kind}`)}`,
        ...(event.changes ?? []).map((change) => `  ${changeLine(locale, change)}`),
      ]),
      item.call.deadline
        ? t('deadline', { day: formatDate(locale, item.call.deadline) })
        : t('rolling'),
    ]
    text.push(
      ...lines,
      `${open}: ${links.call(item.call.id)}`,
      `${notRelevant}: ${links.notRelevant(item.call.id)}`,
      '',
    )
    html.push(
      lines.join('\n'),
      { label: open, url: links.call(item.call.id) },
      { label: notRelevant, url: links.notRelevant(item.call.id), quiet: true },
    )
  }
  const signature = t('signature', { brand })
  const manage = t('manage')
  const unsubscribe = t('unsubscribe')
  const why = t('why')
  text.push(signature, `${manage}: ${links.manage}`, `${unsubscribe}: ${links.unsubscribe}`, why)
  html.push(
    signature,
    { label: manage, url: links.manage, quiet: true },
    { label: unsubscribe, url: links.unsubscribe, quiet: true },
    why,
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
  const t = mailText(options.locale)
  const links = alertLinks(options.siteUrl, options.locale, options.token)
  const brand = options.brand
  const signature = t('signature', { brand })
  const intro = t('confirmIntro')
  const ignore = t('confirmIgnore')
  return {
    to: options.to,
    subject: t('confirmSubject', { brand }),
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: `${intro}\n${links.confirm}\n\n${ignore}\n\n${signature}\n`,
    html: mailHtml(options.locale, [
      intro,
      { label: t('confirmAction'), url: links.confirm },
      ignore,
      signature,
    ]),
  }
}
