import type { SendEmailOptions } from 'payload'

import { translator } from '@/i18n/translator'
import type { Lead } from '@/payload-types'
import { mailHtml } from '@/server/mail/html'
import { zagrebZone } from '@/lib/zagreb'

/** The firm reads its enquiries in Croatian. */
const firmLocale = 'hr'

/** A moment in Zagreb (an enquiry's arrival, a meeting): one formatter for every mail. */
const zagrebTime = new Intl.DateTimeFormat('hr-HR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: zagrebZone,
})

/** The relations a lead's mail names, as `sendLeadMail` reads them (titles in Croatian). */
export const leadMailPopulate = {
  jobs: { title: true },
  downloads: { title: true },
  'application-files': { filename: true },
  bookings: { start: true },
  'funding-calls': { fundName: true },
} as const

/** The title of a populated relation; null when there is none. */
const titleOf = (value: unknown): string | null =>
  value && typeof value === 'object' && 'title' in value ? String(value.title) : null

/** A populated relation's field, or null when there is none. */
const fieldOf = (value: unknown, field: string): string | null =>
  value && typeof value === 'object' && field in value
    ? String((value as Record<string, unknown>)[field])
    : null

/** A populated relation's id, or null when there is none. */
const idOf = (value: unknown): number | null =>
  value && typeof value === 'object' && 'id' in value && typeof value.id === 'number'
    ? value.id
    : null

/** The channels whose mail says where the enquiry was sent from. */
const namedChannels = ['call', 'funding-check', 'assistant'] as const
type NamedChannel = (typeof namedChannels)[number]
const isNamedChannel = (source: string): source is NamedChannel =>
  (namedChannels as readonly string[]).includes(source)

/**
 * The lead as the firm receives it (messages LeadMail, in the firm's language): an enquiry, a
 * job application or a gated download, each with its own subject. An enquiry about a call
 * names the call with a link to its page, and the activity code the visitor checked, so that
 * the adviser sees what it is about. Reply goes straight to the
 * visitor, and the Message-ID is the lead's, so a mail server that sees it twice can drop the
 * copy. A CV is never attached: the mail links to it in /admin, behind the editors' sign-in.
 */
export function leadMail(lead: Lead, inbox: string, siteUrl: string): SendEmailOptions {
  const t = translator(firmLocale, 'LeadMail')
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ')
  const date = zagrebTime.format(new Date(lead.createdAt))
  const meeting = fieldOf(lead.booking, 'start')
  const call = fieldOf(lead.call, 'fundName')
  const callId = idOf(lead.call)
  const job = titleOf(lead.job) ?? t('removed')
  const download = titleOf(lead.download) ?? t('removed')
  const cv = lead.cv && typeof lead.cv === 'object' ? lead.cv.filename : null
  const source = lead.source ?? 'contact'
  const details = [
    t('name', { name }),
    t('email', { email: lead.email }),
    ...(source === 'application' ? [t('job', { job })] : []),
    ...(source === 'download' ? [t('download', { title: download })] : []),
    ...(source === 'booking' && meeting
      ? [t('meeting', { date: zagrebTime.format(new Date(meeting)) })]
      : []),
    ...(isNamedChannel(source) ? [t('channel', { channel: t(`channels.${source}`) })] : []),
    ...(call ? [t('call', { title: call })] : []),
    ...(callId !== null ? [t('callPage', { url: `${siteUrl}/natjecaj/${callId}` })] : []),
    ...(lead.code
      ? [
          t('code', {
            code: lead.code,
            version: lead.codeVersion === 'nkd2025' ? 'NKD 2025' : 'NKD 2007',
          }),
        ]
      : []),
    ...(source === 'contact' || lead.company
      ? [t('company', { company: lead.company || '—' })]
      : []),
    t('language', { language: t(`languages.${lead.locale}`) }),
    t('received', { date }),
    ...(cv
      ? [t('cv', { url: `${siteUrl}/api/application-files/file/${encodeURIComponent(cv)}` })]
      : []),
  ].join('\n')
  const closing = t('closing', { url: `${siteUrl}/admin/collections/leads/${lead.id}` })
  const host = new URL(siteUrl).hostname
  const title =
    source === 'application'
      ? t('titleApplication')
      : source === 'download'
        ? t('titleDownload')
        : source === 'booking'
          ? t('titleBooking')
          : call
            ? t('titleCall')
            : t('title')
  const subject =
    source === 'application'
      ? t('subjectApplication', { job, name })
      : source === 'download'
        ? t('subjectDownload', { title: download, name })
        : source === 'booking'
          ? t('subjectBooking', { name })
          : call
            ? t('subjectCall', { title: call, name })
            : lead.company
              ? t('subjectWithCompany', { name, company: lead.company })
              : t('subject', { name })
  const message = lead.message ? [`${t('message')}\n${lead.message}`] : []
  return {
    to: inbox,
    replyTo: { name, address: lead.email },
    subject,
    messageId: `<lead-${lead.id}-${Date.parse(lead.createdAt)}@${host}>`,
    headers: { 'X-Lead-Id': String(lead.id) },
    text: [title, details, ...message, closing].join('\n\n') + '\n',
    html: mailHtml(firmLocale, [title, details, ...message, closing]),
  }
}
