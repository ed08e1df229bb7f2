import type { JobsConfig } from 'payload'

import { hasRole } from '@/access/roles'
import type { Env } from '@/server/env'

import { sendAccountMail } from './sendAccountMail'
import { sendLeadMail } from './sendLeadMail'
import { sendNewsletterMail } from './sendNewsletterMail'

/**
 * Payload's job queue: mail tasks, run every two seconds inside the app process unless
 * JOBS_AUTORUN=false (then a separate worker runs them). Completed jobs are deleted; failed
 * ones stay for inspection. Only admins may queue, run or cancel jobs over HTTP.
 */
export const jobsConfig = (env: Env): JobsConfig => ({
  access: {
    cancel: ({ req }) => hasRole(req.user, 'admin'),
    queue: ({ req }) => hasRole(req.user, 'admin'),
    run: ({ req }) => hasRole(req.user, 'admin'),
  },
  tasks: [sendLeadMail(env), sendNewsletterMail(env), sendAccountMail(env)],
  autoRun: [{ cron: '*/2 * * * * *', queue: 'default', limit: 20, silent: { info: true } }],
  shouldAutoRun: () => env.JOBS_AUTORUN,
  deleteJobOnComplete: true,
})
