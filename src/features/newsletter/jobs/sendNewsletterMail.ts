import type { TaskConfig } from 'payload'

import type { Env } from '@/server/env'
import { errorText, isLastAttempt, mailRetries } from '@/server/jobs/retries'
import { log } from '@/server/log'
import { mailBrand } from '@/server/mail/brand'

import { newsletterMail } from '../mail/newsletterMail'

/** Sends a subscriber the opt-in link, or the notice that the address is already subscribed. */
export const sendNewsletterMail = (env: Env): TaskConfig<'send-newsletter-mail'> => ({
  slug: 'send-newsletter-mail',
  label: 'Send newsletter confirmation',
  inputSchema: [
    { name: 'subscriberId', type: 'number', required: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: ['confirm', 'alreadySubscribed'],
    },
  ],
  retries: mailRetries(env),
  handler: async ({ input, job, req }) => {
    const subscriber = await req.payload
      .findByID({
        collection: 'newsletter-subscribers',
        id: input.subscriberId,
        depth: 0,
        overrideAccess: true,
        showHiddenFields: true,
        req,
      })
      .catch(() => null)
    if (!subscriber || subscriber.status === 'unsubscribed') return { output: {} }
    try {
      const { brand, from } = await mailBrand(req.payload, env, subscriber.locale, req)
      const mail = newsletterMail(subscriber, input.kind, env.SITE_URL, brand)
      await req.payload.sendEmail({ ...mail, from })
    } catch (error) {
      log(isLastAttempt(env, job.totalTried) ? 'error' : 'warn', 'newsletter mail not sent', {
        subscriberId: subscriber.id,
        error: errorText(error),
      })
      throw error
    }
    return { output: {} }
  },
})
