import type { CollectionConfig } from 'payload'

import { withExport } from '../export/withExport'
import { pipelineFields } from './fields'
import { clearLostReason, recordChanges, trackActivity } from './hooks'

/**
 * The leads collection with the back office's pipeline: stage (and why a lead was lost), the
 * adviser, the next follow-up, notes, the timeline and the last activity, and the hooks that
 * keep them. The contact feature owns the leads; the back office adds how the firm works them.
 */
export function withPipeline(leads: CollectionConfig): CollectionConfig {
  const hooks = leads.hooks ?? {}
  return withExport({
    ...leads,
    admin: {
      ...leads.admin,
      defaultColumns: ['email', 'company', 'source', 'stage', 'adviser', 'followUp', 'createdAt'],
      components: {
        ...leads.admin?.components,
        beforeList: [
          ...(leads.admin?.components?.beforeList ?? []),
          '/features/back-office/admin/PipelineOverview#PipelineOverview',
        ],
      },
    },
    fields: [...leads.fields, ...pipelineFields],
    hooks: {
      ...hooks,
      beforeValidate: [...(hooks.beforeValidate ?? []), clearLostReason],
      beforeChange: [...(hooks.beforeChange ?? []), trackActivity],
      afterChange: [...(hooks.afterChange ?? []), recordChanges],
    },
  })
}
