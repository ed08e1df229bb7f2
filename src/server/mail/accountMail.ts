import type { SendEmailOptions } from 'payload'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/lib/alternates'

import { accountCopy } from './accountCopy'
import { mailHtml } from './html'

export type AccountMailKind = 'confirm' | 'alreadyRegistered' | 'reset' | 'changeEmail'

/** The address of each account link; confirm and reset land back on the site in `locale`. */
export function accountLinks(siteUrl: string, locale: Locale, token: string) {
  const query = `token=${encodeURIComponent(token)}`
  return {
    confirm: `${siteUrl}/api/account/verify?${query}&locale=${locale}`,
    reset: `${siteUrl}${localizedPath(locale, '/auth/reset')}?${query}`,
    forgot: `${siteUrl}${localizedPath(locale, '/auth/forgot')}`,
    changeEmail: `${siteUrl}/api/account/confirm-email?${query}&locale=${locale}`,
  }
}

/**
 * The confirmation, the "already registered" notice, the password-reset mail, and the link
 * that confirms a new address (sent to that address).
 */
export function accountMail(
  user: { email: string; fullName: string; pendingEmail?: string | null },
  kind: AccountMailKind,
  locale: Locale,
  siteUrl: string,
  token: string,
): SendEmailOptions {
  const copy = accountCopy[locale]
  const links = accountLinks(siteUrl, locale, token)
  const parts: Record<AccountMailKind, [string, string, string, string]> = {
    confirm: [copy.confirmSubject, copy.confirmText, copy.confirmAction, links.confirm],
    reset: [copy.resetSubject, copy.resetText, copy.resetAction, links.reset],
    alreadyRegistered: [copy.alreadySubject, copy.alreadyText, copy.alreadyAction, links.forgot],
    changeEmail: [copy.changeSubject, copy.changeText, copy.changeAction, links.changeEmail],
  }
  const [subject, text, action, url] = parts[kind]
  const intro = `${copy.greeting(user.fullName)}\n\n${text}`
  return {
    to: kind === 'changeEmail' ? (user.pendingEmail ?? user.email) : user.email,
    subject,
    text: `${intro}\n${url}\n\n${copy.ignore}\n\n${copy.signature}\n`,
    html: mailHtml(locale, [intro, { label: action, url }, copy.ignore, copy.signature]),
  }
}
