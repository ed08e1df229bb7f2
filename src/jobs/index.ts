import type { JobsConfig } from 'payload'

import { hasRole } from '@/access/roles'
import type { Env } from '@/server/env'

import { sendAccountMail } from './sendAccountMail'
import { sendLeadMail } from './sendLeadMail'
import { sendNewsletterMail } from './sendNewsletterMail'

/**
 * Payload's job queue: mail tasks, run every two seconds inside the app process unless
 * JOBS_AUTORUN=false, and by any number of `npm run worker` processes (src/server/jobs/jobLoop.ts,
 * which claims each job for one runner; Payload's own cron runner is not used). Completed jobs
 * are deleted; failed ones stay for inspection. Only admins may queue, run or cancel jobs over
 * HTTP.
 */
export const jobsConfig = (env: Env): JobsConfig => ({
  access: {
    cancel: ({ req }) => hasRole(req.user, 'admin'),
    queue: ({ req }) => hasRole(req.user, 'admin'),
    run: ({ req }) => hasRole(req.user, 'admin'),
  },
  tasks: [sendLeadMail(env), sendNewsletterMail(env), sendAccountMail(env)],
  deleteJobOnComplete: true,
})
