import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import type { Env } from '../env'
import { log } from '../log'

/** The sender of every mail: MAIL_FROM, else the brand at no-reply@ the site's host. */
export function senderOf(env: Pick<Env, 'MAIL_FROM' | 'SITE_URL'>) {
  if (env.MAIL_FROM) {
    const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(env.MAIL_FROM)
    return match
      ? { name: match[1]!.replace(/^"|"$/g, ''), address: match[2]! }
      : { name: 'Fondium', address: env.MAIL_FROM }
  }
  return { name: 'Fondium', address: `no-reply@${new URL(env.SITE_URL).hostname}` }
}

const asText = (value: SendEmailOptions['to']): string =>
  (Array.isArray(value) ? value : [value])
    .map((entry) => (typeof entry === 'object' && entry ? entry.address : String(entry ?? '')))
    .join(', ')

/**
 * Payload's mail path. With SMTP_URL every mail goes out through nodemailer; without it (the
 * embedded default) a mail is written to the server log and kept in the outbox that /admin
 * shows, so nothing is silently dropped on a machine without a mail server.
 */
export function mailAdapter(env: Env): EmailAdapter {
  const from = senderOf(env)
  return ({ payload }) => {
    if (env.SMTP_URL) {
      const transport = nodemailer.createTransport(env.SMTP_URL, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
      return {
        name: 'smtp',
        defaultFromAddress: from.address,
        defaultFromName: from.name,
        sendEmail: (message) => transport.sendMail({ from, ...message }),
      }
    }
    return {
      name: 'outbox',
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      sendEmail: async (message) => {
        const to = asText(message.to)
        const subject = String(message.subject ?? '')
        const text = typeof message.text === 'string' ? message.text : ''
        log('info', 'mail kept in the outbox (SMTP_URL is not set)', { to, subject, text })
        await payload.create({
          collection: 'mail-outbox',
          data: {
            to,
            subject,
            text,
            html: typeof message.html === 'string' ? message.html : undefined,
          },
          overrideAccess: true,
        })
        return { accepted: [to] }
      },
    }
  }
}
