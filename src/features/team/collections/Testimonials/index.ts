import type { CollectionConfig } from 'payload'

import { imageField } from '@/fields/imageField'
import { orderField, shownField } from '@/fields/listFields'
import { revalidateTagsHooks } from '@/hooks/revalidateTagsHooks'
import { cacheTags } from '@/server/cache/revalidate'

import { nameField, roleField, teamAccess, teamGroup } from '../shared'

/** What clients say, shown in the about section's carousel: quote, name, role and company. */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  access: teamAccess,
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'company', 'order', 'shown'],
    group: teamGroup,
  },
  labels: {
    singular: { hr: 'Mišljenje klijenta', en: 'Testimonial', de: 'Kundenstimme' },
    plural: { hr: 'Mišljenja klijenata', en: 'Testimonials', de: 'Kundenstimmen' },
  },
  defaultSort: 'order',
  fields: [
    {
      name: 'quote',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 600,
      label: { hr: 'Mišljenje', en: 'Quote', de: 'Zitat' },
    },
    nameField,
    roleField,
    {
      name: 'company',
      type: 'text',
      maxLength: 120,
      label: { hr: 'Tvrtka', en: 'Company', de: 'Unternehmen' },
    },
    imageField({ name: 'photo', label: { hr: 'Fotografija', en: 'Photo', de: 'Foto' } }),
    orderField,
    shownField,
  ],
  hooks: revalidateTagsHooks(cacheTags.team),
}
