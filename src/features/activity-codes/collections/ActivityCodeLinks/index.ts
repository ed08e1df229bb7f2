import type { CollectionConfig } from 'payload'

import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { revalidateTagsHooks } from '@/hooks/revalidateTagsHooks'
import { cacheTags } from '@/server/cache/revalidate'

import { activityCodesGroup, demoField } from '../shared'

/**
 * The correspondence between NKD 2007 and NKD 2025: one row per pair of codes (a code that was
 * split or merged has several). A company's code of one version finds calls tagged with the
 * other through it.
 */
export const ActivityCodeLinks: CollectionConfig = {
  slug: 'activity-code-links',
  access: {
    create: isEditorOrAdmin,
    read: isEditorOrAdmin,
    update: isEditorOrAdmin,
    delete: isEditorOrAdmin,
  },
  admin: {
    useAsTitle: 'code2007',
    defaultColumns: ['code2007', 'code2025', 'demo'],
    group: activityCodesGroup,
  },
  labels: {
    singular: { hr: 'Korespondencija', en: 'Correspondence', de: 'Entsprechung' },
    plural: {
      hr: 'Korespondencija NKD 2007 – NKD 2025',
      en: 'Correspondence NKD 2007 – NKD 2025',
      de: 'Entsprechungen NKD 2007 – NKD 2025',
    },
  },
  indexes: [{ fields: ['code2007', 'code2025'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code2007',
          type: 'text',
          required: true,
          index: true,
          maxLength: 8,
          label: 'NKD 2007',
        },
        {
          name: 'code2025',
          type: 'text',
          required: true,
          index: true,
          maxLength: 8,
          label: 'NKD 2025',
        },
      ],
    },
    demoField,
  ],
  hooks: revalidateTagsHooks(cacheTags.activityCodes),
}
