import type { SendEmailOptions } from 'payload'

import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { localizedPath } from '@/seo/alternates'
import { mailHtml } from '@/server/mail/html'

export type AccountMailKind = 'confirm' | 'alreadyRegistered' | 'reset' | 'changeEmail' | 'unlock'

/** The address of each account link; confirm and reset land back on the site in `locale`. */
export function accountLinks(siteUrl: string, locale: Locale, token: string) {
  const query = `token=${encodeURIComponent(token)}`
  return {
    confirm: `${siteUrl}/api/account/verify?${query}&locale=${locale}`,
    reset: `${siteUrl}${localizedPath(locale, '/auth/reset')}?${query}`,
    forgot: `${siteUrl}${localizedPath(locale, '/auth/forgot')}`,
    changeEmail: `${siteUrl}/api/account/confirm-email?${query}&locale=${locale}`,
    unlock: `${siteUrl}/api/account/unlock?${query}&locale=${locale}`,
  }
}

/**
 * The confirmation, the "already registered" notice, the password-reset mail, the link that
 * confirms a new address (sent to that address), and the link that lifts the sign-in wait
 * after failed attempts (sent when the wait begins), in the visitor's language
 * (messages AccountMail) and under the site's brand.
 */
export function accountMail(
  user: { email: string; fullName: string; pendingEmail?: string | null },
  kind: AccountMailKind,
  locale: Locale,
  siteUrl: string,
  token: string,
  brand: string,
): SendEmailOptions {
  const t = translator(locale, 'AccountMail')
  const links = accountLinks(siteUrl, locale, token)
  const url = { ...links, alreadyRegistered: links.forgot }[kind]
  const intro = `${t('greeting', { name: user.fullName })}\n\n${t(`${kind}.text`, { brand })}`
  const ignore = t('ignore')
  const signature = t('signature', { brand })
  return {
    to: kind === 'changeEmail' ? (user.pendingEmail ?? user.email) : user.email,
    subject: t(`${kind}.subject`, { brand }),
    text: `${intro}\n${url}\n\n${ignore}\n\n${signature}\n`,
    html: mailHtml(locale, [intro, { label: t(`${kind}.action`), url }, ignore, signature]),
  }
}
