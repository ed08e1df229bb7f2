import type { SendEmailOptions } from 'payload'

import type { Lead } from '@/payload-types'

import { mailHtml } from './html'

const languageNames = { hr: 'hrvatski', en: 'engleski', de: 'njemački' } as const

/**
 * The enquiry as the firm receives it (in Croatian, the firm's language): reply goes straight
 * to the visitor, and the Message-ID is the lead's, so a mail server that sees it twice can
 * drop the copy.
 */
export function leadMail(lead: Lead, inbox: string, siteUrl: string): SendEmailOptions {
  const name = `${lead.firstName} ${lead.lastName}`
  const received = new Intl.DateTimeFormat('hr-HR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Zagreb',
  }).format(new Date(lead.createdAt))
  const details = [
    `Ime i prezime: ${name}`,
    `E-mail: ${lead.email}`,
    `Tvrtka: ${lead.company || '—'}`,
    `Jezik stranice: ${languageNames[lead.locale]}`,
    `Primljeno: ${received}`,
  ].join('\n')
  const adminUrl = `${siteUrl}/admin/collections/leads/${lead.id}`
  const closing = `Odgovorite na ovu poruku i odgovor ide izravno pošiljatelju. Upit je spremljen u administraciji: ${adminUrl}`
  const host = new URL(siteUrl).hostname
  return {
    to: inbox,
    replyTo: { name, address: lead.email },
    subject: `Novi upit s web stranice: ${name}${lead.company ? ` (${lead.company})` : ''}`,
    messageId: `<lead-${lead.id}-${Date.parse(lead.createdAt)}@${host}>`,
    headers: { 'X-Lead-Id': String(lead.id) },
    text: `Novi upit s web stranice\n\n${details}\n\nPoruka:\n${lead.message}\n\n${closing}\n`,
    html: mailHtml('hr', [
      'Novi upit s web stranice',
      details,
      `Poruka:\n${lead.message}`,
      closing,
    ]),
  }
}
