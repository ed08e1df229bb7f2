import type { SendEmailOptions } from 'payload'

import { intlLocale, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { keptAnswers } from '@/lib/keptAnswers'
import { zagrebZone } from '@/lib/zagreb'
import { mailHtml } from '@/server/mail/html'

import { detailReason, type StoredSourceCheck } from '../rules'

// One formatter per language (an Intl object per mail holds native memory the GC does not count).
const zagrebDate = keptAnswers(
  (locale: Locale) =>
    new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone: zagrebZone }),
)
const utcDate = keptAnswers(
  (locale: Locale) =>
    new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone: 'UTC' }),
)

/** A flagged call as the mail names it. */
export type FlaggedCall = {
  id: number
  name: string
  sourceUrl: string
  sourceCheck: StoredSourceCheck
}

/** The admin's list of flagged calls (a filter on "needs review"). */
export const flaggedListPath = `/admin/collections/funding-calls?${new URLSearchParams({
  'where[sourceCheck.flagged][equals]': 'true',
})}`

/** What happened to a call's page, in a sentence. */
function finding(call: FlaggedCall, locale: Locale): string {
  const t = translator(locale, 'SourceMail')
  const check = call.sourceCheck
  const date = (value: string) => zagrebDate(locale).format(new Date(value))
  const reason = detailReason(check.detail)
  switch (check.state) {
    case 'moved':
      return t('moved', { url: check.movedTo ?? '' })
    case 'gone':
      return t('gone', { reason })
    case 'unreachable':
      return check.reachableAt
        ? t('unreachable', { date: date(check.reachableAt), reason })
        : t('unreachableNever', { reason })
    default:
      return t('changed')
  }
}

/**
 * The mail to the editors about the calls flagged since the last such mail: each call's name,
 * what happened to its official page, the page and the call's edit link in /admin, then the
 * list of every flagged call. One mail a day at most (its Message-ID names the day).
 */
export function editorsMail(
  calls: FlaggedCall[],
  to: string[],
  siteUrl: string,
  day: string,
  locale: Locale = 'hr',
): SendEmailOptions {
  const t = translator(locale, 'SourceMail')
  const intro = t('intro', { date: utcDate(locale).format(new Date(`${day}T12:00:00Z`)) })
  const items = calls.map((call) =>
    [
      call.name,
      finding(call, locale),
      t('source', { url: call.sourceUrl }),
      t('edit', { url: `${siteUrl}/admin/collections/funding-calls/${call.id}` }),
    ].join('\n'),
  )
  const listUrl = `${siteUrl}${flaggedListPath}`
  return {
    to,
    subject: t('subject', { count: calls.length }),
    messageId: `<source-check-${day}@${new URL(siteUrl).hostname}>`,
    text: [intro, ...items, t('list', { url: listUrl }), t('closing')].join('\n\n') + '\n',
    html: mailHtml(locale, [
      intro,
      ...items,
      { label: t('listButton'), url: listUrl },
      t('closing'),
    ]),
  }
}
