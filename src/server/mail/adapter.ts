import nodemailer from 'nodemailer'
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js'
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import type { Env } from '../env'
import { log } from '../log'
import { maskLinks } from './maskLinks'

/**
 * The sender of a mail: MAIL_FROM as given; its address alone, or nothing, takes `name` (the
 * brand from the site settings, src/server/mail/brand.ts) at no-reply@ the site's host.
 */
export function senderOf(env: Pick<Env, 'MAIL_FROM' | 'SITE_URL'>, name: string) {
  if (env.MAIL_FROM) {
    const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(env.MAIL_FROM)
    return match
      ? { name: match[1]!.replace(/^"|"$/g, '') || name, address: match[2]! }
      : { name, address: env.MAIL_FROM }
  }
  return { name, address: `no-reply@${new URL(env.SITE_URL).hostname}` }
}

const asText = (value: SendEmailOptions['to']): string =>
  (Array.isArray(value) ? value : [value])
    .map((entry) => (typeof entry === 'object' && entry ? entry.address : String(entry ?? '')))
    .join(', ')

/**
 * The SMTP transport of SMTP_URL: pooled, so that mails share open connections rather than
 * each opening one (greeting, EHLO, TLS, AUTH: most of a mail's time), up to five at once.
 * A connection the mail server closes (a restart) is dropped from the pool and a new one opened
 * for the next mail; a mail whose connection closed before the server accepted it is sent again
 * on another (nodemailer's requeue), and one that failed otherwise fails to its caller (the job's
 * retries, the alert round's own). Options in the URL's query win (`?maxConnections=10`,
 * `?pool=false`). Options are merged into the parsed URL here: nodemailer ignores those given
 * beside a URL.
 */
function smtpTransport(url: string) {
  const options: SMTPPool.Options & { maxRequeues: number } = {
    pool: true,
    maxConnections: 5,
    maxMessages: 100,
    // A mail cut off with its connection is sent again at most three times, then fails to its
    // caller (unlimited by default: a server that always drops the connection would loop).
    maxRequeues: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...parseConnectionUrl(url),
  }
  return nodemailer.createTransport(options)
}

/**
 * Payload's mail path. With SMTP_URL every mail goes out through nodemailer; without it (the
 * embedded default) a mail is kept in the outbox that admins read in /admin, so nothing is
 * silently dropped on a machine without a mail server. The outbox keeps the text with every
 * link's secret masked (./maskLinks.ts), so that nobody who reads it can use a reset, confirm
 * or manage link; the server log only notes that a mail was kept, never its text.
 */
export function mailAdapter(env: Env): EmailAdapter {
  // Payload's own default; the site's mails name the brand of the site settings (./brand.ts).
  const from = senderOf(env, new URL(env.SITE_URL).hostname)
  return ({ payload }) => {
    if (env.SMTP_URL) {
      const transport = smtpTransport(env.SMTP_URL)
      return {
        name: 'smtp',
        defaultFromAddress: from.address,
        defaultFromName: from.name,
        sendEmail: (message) => transport.sendMail({ ...message, from: message.from ?? from }),
      }
    }
    return {
      name: 'outbox',
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      sendEmail: async (message) => {
        const to = asText(message.to)
        const subject = String(message.subject ?? '')
        const text = typeof message.text === 'string' ? maskLinks(message.text) : ''
        const kept = await payload.create({
          collection: 'mail-outbox',
          data: {
            to,
            subject,
            text,
            html: typeof message.html === 'string' ? maskLinks(message.html) : undefined,
          },
          overrideAccess: true,
        })
        log('info', 'mail kept in the outbox (SMTP_URL is not set)', { outboxId: kept.id })
        return { accepted: [to] }
      },
    }
  }
}
