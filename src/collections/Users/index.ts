import type { CollectionConfig } from 'payload'

import { canEnterAdmin } from '@/access/canEnterAdmin'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { isAdminOrSelf } from '@/access/isAdminOrSelf'
import { roles } from '@/access/roles'

import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'
import { noBuiltInVerificationMail } from './hooks/noBuiltInVerificationMail'

const roleLabels = {
  admin: { hr: 'Administrator', en: 'Administrator', de: 'Administrator' },
  editor: { hr: 'Urednik', en: 'Editor', de: 'Redakteur' },
  member: { hr: 'Član', en: 'Member', de: 'Mitglied' },
} as const

export const Users: CollectionConfig = {
  slug: 'users',
  access: {
    admin: canEnterAdmin,
    create: isAdmin,
    read: isAdminOrSelf,
    update: isAdminOrSelf,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'fullName', 'role'],
    group: { hr: 'Administracija', en: 'Administration', de: 'Verwaltung' },
  },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 2 * 60 * 60,
    // Public sign-ups confirm their address by a link that the site mails through its job
    // queue (src/server/account); accounts that admins create count as confirmed.
    verify: true,
    forgotPassword: { expiration: 60 * 60 * 1000 },
    cookies: {
      sameSite: 'Lax',
      secure: process.env.NODE_ENV === 'production' && process.env.SITE_URL?.startsWith('https:'),
    },
  },
  labels: {
    singular: { hr: 'Korisnik', en: 'User', de: 'Benutzer' },
    plural: { hr: 'Korisnici', en: 'Users', de: 'Benutzer' },
  },
  fields: [
    {
      name: 'fullName',
      type: 'text',
      required: true,
      maxLength: 120,
      label: { hr: 'Ime i prezime', en: 'Full name', de: 'Vollständiger Name' },
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'member',
      saveToJWT: true,
      label: { hr: 'Uloga', en: 'Role', de: 'Rolle' },
      options: roles.map((value) => ({ value, label: roleLabels[value] })),
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    },
  ],
  hooks: {
    beforeOperation: [noBuiltInVerificationMail],
    beforeChange: [firstUserIsAdmin],
  },
}
