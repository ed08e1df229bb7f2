import type { SendEmailOptions } from 'payload'

import { translator } from '@/i18n/translator'
import type { Lead } from '@/payload-types'
import { mailHtml } from '@/server/mail/html'

/** The firm reads its enquiries in Croatian. */
const firmLocale = 'hr'

/**
 * The enquiry as the firm receives it (messages LeadMail, in the firm's language): reply goes
 * straight to the visitor, and the Message-ID is the lead's, so a mail server that sees it
 * twice can drop the copy.
 */
export function leadMail(lead: Lead, inbox: string, siteUrl: string): SendEmailOptions {
  const t = translator(firmLocale, 'LeadMail')
  const name = `${lead.firstName} ${lead.lastName}`
  const date = new Intl.DateTimeFormat('hr-HR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Zagreb',
  }).format(new Date(lead.createdAt))
  const details = [
    t('name', { name }),
    t('email', { email: lead.email }),
    t('company', { company: lead.company || '—' }),
    t('language', { language: t(`languages.${lead.locale}`) }),
    t('received', { date }),
  ].join('\n')
  const closing = t('closing', { url: `${siteUrl}/admin/collections/leads/${lead.id}` })
  const host = new URL(siteUrl).hostname
  const title = t('title')
  return {
    to: inbox,
    replyTo: { name, address: lead.email },
    subject: lead.company
      ? t('subjectWithCompany', { name, company: lead.company })
      : t('subject', { name }),
    messageId: `<lead-${lead.id}-${Date.parse(lead.createdAt)}@${host}>`,
    headers: { 'X-Lead-Id': String(lead.id) },
    text: `${title}\n\n${details}\n\n${t('message')}\n${lead.message}\n\n${closing}\n`,
    html: mailHtml(firmLocale, [title, details, `${t('message')}\n${lead.message}`, closing]),
  }
}
