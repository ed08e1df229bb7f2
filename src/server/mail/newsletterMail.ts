import type { SendEmailOptions } from 'payload'

import type { NewsletterSubscriber } from '@/payload-types'

import { mailHtml } from './html'
import { newsletterCopy } from './newsletterCopy'

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
 * The double opt-in mail, or the notice to an address that is already subscribed. Every mail
 * carries the one-click unsubscribe link, also as List-Unsubscribe headers (RFC 8058).
 */
export function newsletterMail(
  subscriber: Pick<NewsletterSubscriber, 'email' | 'name' | 'locale' | 'token'>,
  kind: NewsletterMailKind,
  siteUrl: string,
): SendEmailOptions {
  const copy = newsletterCopy[subscriber.locale]
  const links = newsletterLinks(siteUrl, subscriber.token)
  const leave = `${copy.unsubscribe} ${links.unsubscribe}`
  const headers = {
    'List-Unsubscribe': `<${links.unsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
  if (kind === 'confirm') {
    const intro = copy.confirmIntro(subscriber.name)
    return {
      to: subscriber.email,
      subject: copy.confirmSubject,
      headers,
      text: `${intro}\n${links.confirm}\n\n${copy.confirmIgnore}\n\n${copy.signature}\n\n${leave}\n`,
      html: mailHtml(subscriber.locale, [
        intro,
        { label: copy.confirmAction, url: links.confirm },
        copy.confirmIgnore,
        copy.signature,
        leave,
      ]),
    }
  }
  const intro = copy.alreadyIntro(subscriber.name)
  return {
    to: subscriber.email,
    subject: copy.alreadySubject,
    headers,
    text: `${intro}\n\n${copy.signature}\n\n${leave}\n`,
    html: mailHtml(subscriber.locale, [intro, copy.signature, leave]),
  }
}
