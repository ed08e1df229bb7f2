import type { TaskConfig } from 'payload'

import type { Env } from '@/server/env'
import { errorText, isLastAttempt, mailRetries } from '@/server/jobs/retries'
import { log } from '@/server/log'
import { mailBrand } from '@/server/mail/brand'

import { confirmationMail } from '../mail/alertMail'
import { alertToken } from '../service'

/** Sends a new alert's confirmation link (double opt-in), through the mail job queue. */
export const sendAlertMail = (env: Env): TaskConfig<'send-alert-mail'> => ({
  slug: 'send-alert-mail',
  label: 'Send alert confirmation',
  inputSchema: [{ name: 'alertId', type: 'number', required: true }],
  retries: mailRetries(env),
  handler: async ({ input, job, req }) => {
    const alert = await req.payload
      .findByID({
        collection: 'alerts',
        id: input.alertId,
        depth: 0,
        overrideAccess: true,
        showHiddenFields: true,
        req,
      })
      .catch(() => null)
    if (!alert || alert.status !== 'pending') return { output: {} }
    try {
      const { brand, from } = await mailBrand(req.payload, env, alert.locale, req)
      const mail = confirmationMail({
        to: alert.email,
        locale: alert.locale,
        brand,
        siteUrl: env.SITE_URL,
        token: alertToken(req.payload, alert),
      })
      await req.payload.sendEmail({ ...mail, from })
    } catch (error) {
      log(isLastAttempt(env, job.totalTried) ? 'error' : 'warn', 'alert confirmation not sent', {
        alertId: alert.id,
        error: errorText(error),
      })
      throw error
    }
    return { output: {} }
  },
})
