import type { JobsConfig } from 'payload'

import { hasRole } from '@/access/roles'

/**
 * Payload's job queue with the features' tasks (their mails), run every two seconds inside the app process unless
 * JOBS_AUTORUN=false, and by any number of `npm run worker` processes (src/server/jobs/jobLoop.ts,
 * which claims each job for one runner; Payload's own cron runner is not used). Completed jobs
 * are deleted; failed ones stay for inspection. Only admins may queue, run or cancel jobs over
 * HTTP.
 */
export const jobsConfig = (): JobsConfig => ({
  access: {
    cancel: ({ req }) => hasRole(req.user, 'admin'),
    queue: ({ req }) => hasRole(req.user, 'admin'),
    run: ({ req }) => hasRole(req.user, 'admin'),
  },
  // Each feature adds its tasks (src/core/feature.ts), in the registry's order.
  tasks: [],
  deleteJobOnComplete: true,
})
