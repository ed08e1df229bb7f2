import type { Payload } from 'payload'

import { relationId } from '@/lib/relationId'
import type { Env } from '@/server/env'
import { log } from '@/server/log'
import { mailBrand } from '@/server/mail/brand'

import { followUpMail, type DueLead } from '../mail/followUpMail'
import { stageLabels } from '../pipeline/fields'
import { dueLeads } from '../pipeline/dueLeads'
import { recordLeadEvent } from '../timeline/recordEvent'

/**
 * Mails each adviser the leads whose follow-up is due, overdue first, and notes the reminder on
 * each lead's timeline. An adviser whose mail cannot be sent is logged and skipped (their
 * leads stay due and are in the next morning's mail). Returns how many advisers were mailed.
 */
export async function mailFollowUps(
  payload: Payload,
  env: Pick<Env, 'MAIL_FROM' | 'SITE_URL'>,
  day: string,
): Promise<number> {
  const leads = await dueLeads(payload, day)
  const byAdviser = new Map<number, typeof leads>()
  for (const lead of leads) {
    const adviser = relationId(lead.adviser)
    if (adviser === null) continue
    byAdviser.set(adviser, [...(byAdviser.get(adviser) ?? []), lead])
  }
  if (byAdviser.size === 0) return 0
  const { docs: advisers } = await payload.find({
    collection: 'users',
    where: { id: { in: [...byAdviser.keys()] } },
    depth: 0,
    pagination: false,
    select: { email: true, fullName: true },
    overrideAccess: true,
  })
  const { from } = await mailBrand(payload, env, 'hr')
  let mailed = 0
  for (const adviser of advisers) {
    const own = byAdviser.get(adviser.id) ?? []
    const list: DueLead[] = own.map((lead) => ({
      id: lead.id,
      name: [lead.firstName, lead.lastName].filter(Boolean).join(' '),
      company: lead.company,
      stage: stageLabels[lead.stage ?? 'new'].hr,
      followUp: lead.followUp!,
    }))
    try {
      const name = adviser.fullName || adviser.email
      await payload.sendEmail({
        ...followUpMail({ id: adviser.id, email: adviser.email, name }, list, env.SITE_URL, day),
        from,
      })
      mailed += 1
    } catch (error) {
      log('error', 'follow-up mail not sent', { adviser: adviser.id, error: String(error) })
      continue
    }
    for (const lead of list) {
      await recordLeadEvent(payload, {
        lead: lead.id,
        kind: 'reminder',
        summary: `Savjetnik podsjećen e-mailom (${adviser.fullName || adviser.email})`,
      })
    }
  }
  return mailed
}
