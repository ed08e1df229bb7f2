import type { TaskConfig } from 'payload'

import type { Env } from '@/server/env'
import { errorText, isLastAttempt, mailRetries } from '@/server/jobs/retries'
import { log } from '@/server/log'
import { mailBrand } from '@/server/mail/brand'

import { leadMail, leadMailPopulate } from '../mail/leadMail'

/**
 * E-mails one stored enquiry to the firm's inbox (site settings) and records the outcome on
 * the lead. A lead already sent is never sent again, so a repeated job cannot duplicate it.
 */
export const sendLeadMail = (env: Env): TaskConfig<'send-lead-mail'> => ({
  slug: 'send-lead-mail',
  label: 'Send enquiry to the firm',
  inputSchema: [{ name: 'leadId', type: 'number', required: true }],
  retries: mailRetries(env),
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const lead = await payload
      .findByID({
        collection: 'leads',
        id: input.leadId,
        depth: 1,
        locale: 'hr',
        populate: leadMailPopulate,
        overrideAccess: true,
        req,
      })
      .catch(() => null)
    if (!lead || lead.delivery?.status === 'sent') return { output: {} }
    const attempts = (lead.delivery?.attempts ?? 0) + 1
    try {
      const { from, settings } = await mailBrand(payload, env, 'hr', req)
      const inbox = settings.contact?.email
      if (!inbox) throw new Error('The firm inbox (site settings, contact e-mail) is not set')
      await payload.sendEmail({ ...leadMail(lead, inbox, env.SITE_URL), from })
    } catch (error) {
      const failed = isLastAttempt(env, job.totalTried)
      log(failed ? 'error' : 'warn', 'enquiry mail not sent', {
        leadId: lead.id,
        attempts,
        final: failed,
        error: errorText(error),
      })
      await payload.update({
        collection: 'leads',
        id: lead.id,
        data: {
          delivery: {
            status: failed ? 'failed' : 'retrying',
            attempts,
            lastError: errorText(error),
          },
        },
        overrideAccess: true,
        req,
      })
      throw error
    }
    await payload.update({
      collection: 'leads',
      id: lead.id,
      data: {
        delivery: { status: 'sent', attempts, sentAt: new Date().toISOString(), lastError: null },
      },
      overrideAccess: true,
      req,
    })
    return { output: {} }
  },
})
