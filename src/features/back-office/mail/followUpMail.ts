import type { SendEmailOptions } from 'payload'

import { translator } from '@/i18n/translator'
import { mailHtml } from '@/server/mail/html'

import { followUpState } from '../rules'

/** A lead as an adviser's morning mail lists it. */
export type DueLead = {
  id: number
  name: string
  company?: string | null
  stage: string
  followUp: string
}

const date = (day: string) => {
  const [year, month, date] = day.slice(0, 10).split('-')
  return `${Number(date)}. ${Number(month)}. ${year}.`
}

// Made once: the translator keeps its compiled messages.
const t = translator('hr', 'FollowUpMail')

/**
 * An adviser's morning mail (in Croatian, the firm's language: accounts keep no language of
 * their own; messages FollowUpMail): the leads whose follow-up is due, overdue first (as
 * `leads` is ordered), each with its stage, the day it was due and a link to the lead in
 * /admin. One a day (the Message-ID names the day and the adviser).
 */
export function followUpMail(
  adviser: { id: number; email: string; name: string },
  leads: DueLead[],
  siteUrl: string,
  day: string,
): SendEmailOptions {
  const overdue = leads.filter((lead) => followUpState(lead.followUp, day) === 'overdue').length
  const items = leads.map((lead) => {
    const who = lead.company ? `${lead.name} (${lead.company})` : lead.name
    const when =
      followUpState(lead.followUp, day) === 'overdue'
        ? t('overdue', { date: date(lead.followUp) })
        : t('today')
    return [`${who}: ${lead.stage}, ${when}`, `${siteUrl}/admin/collections/leads/${lead.id}`].join(
      '\n',
    )
  })
  const count = leads.length
  const intro = t(overdue > 0 ? 'introOverdue' : 'intro', {
    name: adviser.name,
    date: date(day),
    count,
    overdue,
  })
  const listUrl = `${siteUrl}/admin/collections/leads`
  const closing = t('closing')
  return {
    to: adviser.email,
    subject: t(overdue > 0 ? 'subjectOverdue' : 'subject', { count, overdue }),
    messageId: `<follow-ups-${day}-${adviser.id}@${new URL(siteUrl).hostname}>`,
    text: [intro, ...items, t('list', { url: listUrl }), closing].join('\n\n') + '\n',
    html: mailHtml('hr', [intro, ...items, { label: t('listButton'), url: listUrl }, closing]),
  }
}
