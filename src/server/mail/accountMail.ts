import type { SendEmailOptions } from 'payload'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/lib/alternates'

import { accountCopy } from './accountCopy'
import { mailHtml } from './html'

export type AccountMailKind = 'confirm' | 'alreadyRegistered' | 'reset'

/** The address of each account link; confirm and reset land back on the site in `locale`. */
export function accountLinks(siteUrl: string, locale: Locale, token: string) {
  const query = `token=${encodeURIComponent(token)}`
  return {
    confirm: `${siteUrl}/api/account/verify?${query}&locale=${locale}`,
    reset: `${siteUrl}${localizedPath(locale, '/auth/reset')}?${query}`,
    forgot: `${siteUrl}${localizedPath(locale, '/auth/forgot')}`,
  }
}

/** The confirmation, the "already registered" notice and the password-reset mail. */
export function accountMail(
  user: { email: string; fullName: string },
  kind: AccountMailKind,
  locale: Locale,
  siteUrl: string,
  token: string,
): SendEmailOptions {
  const copy = accountCopy[locale]
  const links = accountLinks(siteUrl, locale, token)
  const [subject, text, action, url] =
    kind === 'confirm'
      ? [copy.confirmSubject, copy.confirmText, copy.confirmAction, links.confirm]
      : kind === 'reset'
        ? [copy.resetSubject, copy.resetText, copy.resetAction, links.reset]
        : [copy.alreadySubject, copy.alreadyText, copy.alreadyAction, links.forgot]
  const intro = `${copy.greeting(user.fullName)}\n\n${text}`
  return {
    to: user.email,
    subject,
    text: `${intro}\n${url}\n\n${copy.ignore}\n\n${copy.signature}\n`,
    html: mailHtml(locale, [intro, { label: action, url }, copy.ignore, copy.signature]),
  }
}
