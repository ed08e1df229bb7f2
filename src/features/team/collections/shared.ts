import type { Access, CheckboxField, CollectionConfig, NumberField, TextField } from 'payload'

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

/** The place of an entry on the site: smaller first. */
export const orderField: NumberField = {
  name: 'order',
  type: 'number',
  required: true,
  defaultValue: 10,
  min: 0,
  max: 10_000,
  index: true,
  label: { hr: 'Redoslijed', en: 'Order', de: 'Reihenfolge' },
  admin: {
    position: 'sidebar',
    description: {
      hr: 'Manji broj dolazi prije.',
      en: 'A smaller number comes first.',
      de: 'Eine kleinere Zahl steht weiter vorne.',
    },
  },
}

/** Whether the site shows the entry: hidden ones stay in /admin for later. */
export const shownField: CheckboxField = {
  name: 'shown',
  type: 'checkbox',
  defaultValue: true,
  index: true,
  label: { hr: 'Prikazano na webu', en: 'Shown on the site', de: 'Auf der Website sichtbar' },
  admin: { position: 'sidebar' },
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
