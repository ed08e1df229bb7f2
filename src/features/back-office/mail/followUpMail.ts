import type { SendEmailOptions } from 'payload'

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

const count = (n: number, one: string, few: string, many: string) => {
  const lastTwo = n % 100
  const last = n % 10
  const word =
    last === 1 && lastTwo !== 11
      ? one
      : last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)
        ? few
        : many
  return `${n} ${word}`
}

/**
 * An adviser's morning mail (in Croatian, the firm's language: accounts keep no language of
 * their own): the leads whose follow-up is due, overdue first (as `leads` is ordered), each with
 * its stage, the day it was due and a link to the lead in /admin. One a day (the Message-ID
 * names the day and the adviser).
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
        ? `KASNI: trebalo je ${date(lead.followUp)}`
        : 'danas'
    return [`${who}: ${lead.stage}, ${when}`, `${siteUrl}/admin/collections/leads/${lead.id}`].join(
      '\n',
    )
  })
  const intro =
    `Dobro jutro, ${adviser.name}. Danas (${date(day)}) su na redu ` +
    `${count(leads.length, 'upit', 'upita', 'upita')}` +
    (overdue > 0 ? `, od toga ${count(overdue, 'kasni', 'kasne', 'kasni')}:` : ':')
  const listUrl = `${siteUrl}/admin/collections/leads`
  const closing = 'Nakon kontakta upišite novi datum sljedećeg kontakta ili promijenite fazu upita.'
  return {
    to: adviser.email,
    subject: `Upiti za kontakt danas: ${leads.length}${overdue > 0 ? ` (kasni: ${overdue})` : ''}`,
    messageId: `<follow-ups-${day}-${adviser.id}@${new URL(siteUrl).hostname}>`,
    text: [intro, ...items, `Svi upiti: ${listUrl}`, closing].join('\n\n') + '\n',
    html: mailHtml('hr', [intro, ...items, { label: 'Otvori upite', url: listUrl }, closing]),
  }
}
