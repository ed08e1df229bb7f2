import type { Access, CollectionConfig, TextField } from 'payload'

import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { hasRole } from '@/access/roles'

export const teamGroup = { hr: 'O nama', en: 'About us', de: 'Über uns' }

/** Editors and admins read every entry; everyone else only the ones marked as shown. */
export const shownOrEditor: Access = ({ req: { user } }) =>
  hasRole(user, 'editor', 'admin') ? true : { shown: { equals: true } }

/** Editors write; the site reads what is shown. */
export const teamAccess: CollectionConfig['access'] = {
  create: isEditorOrAdmin,
  read: shownOrEditor,
  update: isEditorOrAdmin,
  delete: isEditorOrAdmin,
}

/** The person's name, the same in every language. */
export const nameField: TextField = {
  name: 'name',
  type: 'text',
  required: true,
  maxLength: 120,
  label: { hr: 'Ime i prezime', en: 'Name', de: 'Name' },
}

/** The person's role or job title, per language. */
export const roleField: TextField = {
  name: 'role',
  type: 'text',
  required: true,
  localized: true,
  maxLength: 120,
  label: { hr: 'Uloga', en: 'Role', de: 'Funktion' },
}
