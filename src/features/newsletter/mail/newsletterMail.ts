import type { SendEmailOptions } from 'payload'

import { translator } from '@/i18n/translator'
import type { NewsletterSubscriber } from '@/payload-types'
import { mailHtml } from '@/server/mail/html'

export type NewsletterMailKind = 'confirm' | 'alreadySubscribed'

/** The links of one subscriber: confirm the subscription, and leave it with one click. */
export function newsletterLinks(siteUrl: string, token: string) {
  const query = `token=${encodeURIComponent(token)}`
  return {
    confirm: `${siteUrl}/api/newsletter/confirm?${query}`,
    unsubscribe: `${siteUrl}/api/newsletter/unsubscribe?${query}`,
  }
}

/**
 * The double opt-in mail, or the notice to an address that is already subscribed, in the
 * subscriber's language (messages NewsletterMail) and under the site's brand. Every mail
 * carries the one-click unsubscribe link, also as List-Unsubscribe headers (RFC 8058).
 */
export function newsletterMail(
  subscriber: Pick<NewsletterSubscriber, 'email' | 'name' | 'locale' | 'token'>,
  kind: NewsletterMailKind,
  siteUrl: string,
  brand: string,
): SendEmailOptions {
  const t = translator(subscriber.locale, 'NewsletterMail')
  const links = newsletterLinks(siteUrl, subscriber.token)
  const leave = `${t('unsubscribe')} ${links.unsubscribe}`
  const signature = t('signature', { brand })
  const headers = {
    'List-Unsubscribe': `<${links.unsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
  const intro = t(`${kind}.intro`, { name: subscriber.name })
  const subject = t(`${kind}.subject`, { brand })
  if (kind === 'confirm') {
    const ignore = t('confirm.ignore')
    return {
      to: subscriber.email,
      subject,
      headers,
      text: `${intro}\n${links.confirm}\n\n${ignore}\n\n${signature}\n\n${leave}\n`,
      html: mailHtml(subscriber.locale, [
        intro,
        { label: t('confirm.action'), url: links.confirm },
        ignore,
        signature,
        leave,
      ]),
    }
  }
  return {
    to: subscriber.email,
    subject,
    headers,
    text: `${intro}\n\n${signature}\n\n${leave}\n`,
    html: mailHtml(subscriber.locale, [intro, signature, leave]),
  }
}
