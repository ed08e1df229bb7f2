import type { CollectionAfterChangeHook } from 'payload'

import type { Lead } from '@/payload-types'

/**
 * Queues the e-mail to the firm's inbox in the same request (and transaction) that stores the
 * enquiry, and again when an editor sets a failed enquiry back to "queued".
 */
export const queueLeadMail: CollectionAfterChangeHook<Lead> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const requeued =
    operation === 'update' &&
    doc.delivery?.status === 'queued' &&
    previousDoc?.delivery?.status === 'failed'
  if (operation !== 'create' && !requeued) return doc
  await req.payload.jobs.queue({ task: 'send-lead-mail', input: { leadId: doc.id }, req })
  return doc
}
