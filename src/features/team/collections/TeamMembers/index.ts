import type { CollectionConfig } from 'payload'

import { imageField } from '@/fields/imageField'
import { orderField, shownField } from '@/fields/listFields'
import { revalidateTagsHooks } from '@/hooks/revalidateTagsHooks'
import { cacheTags } from '@/server/cache/revalidate'

import { nameField, roleField, teamAccess, teamGroup } from '../shared'

/** The firm's people, shown in the about section: photo (or initials), name and role. */
export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  access: teamAccess,
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'role', 'order', 'shown'],
    group: teamGroup,
  },
  labels: {
    singular: { hr: 'Član tima', en: 'Team member', de: 'Teammitglied' },
    plural: { hr: 'Tim', en: 'Team', de: 'Team' },
  },
  defaultSort: 'order',
  fields: [
    nameField,
    roleField,
    imageField({
      name: 'photo',
      label: { hr: 'Fotografija', en: 'Photo', de: 'Foto' },
      admin: {
        description: {
          hr: 'Bez fotografije prikazuju se inicijali.',
          en: 'Without a photo the initials are shown.',
          de: 'Ohne Foto werden die Initialen gezeigt.',
        },
      },
    }),
    orderField,
    shownField,
  ],
  hooks: revalidateTagsHooks(cacheTags.team),
}
