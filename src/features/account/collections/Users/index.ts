import type { CollectionConfig } from 'payload'

import { canEnterAdmin } from '@/access/canEnterAdmin'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { isAdminOrSelf } from '@/access/isAdminOrSelf'
import { nobodyField } from '@/access/nobody'
import { roles } from '@/access/roles'

import { clearDelayOnUnlock } from './hooks/clearDelayOnUnlock'
import { holdNewEmail, mailNewEmailLink } from './hooks/emailChange'
import { equalLoginWork } from './hooks/equalLoginWork'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'
import { noBuiltInVerificationMail } from './hooks/noBuiltInVerificationMail'
import { passwordRules } from './hooks/passwordRules'

const roleLabels = {
  admin: { hr: 'Administrator', en: 'Administrator', de: 'Administrator' },
  editor: { hr: 'Urednik', en: 'Editor', de: 'Redakteur' },
  adviser: { hr: 'Savjetnik', en: 'Adviser', de: 'Berater' },
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
    // Payload lets any signed-in user call its unlock route; only admins may (it lifts the
    // site's sign-in wait of an account: hooks/clearDelayOnUnlock.ts).
    unlock: isAdmin,
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'fullName', 'role'],
    group: { hr: 'Administracija', en: 'Administration', de: 'Verwaltung' },
  },
  auth: {
    // No lockout by Payload: a lock that anyone can trigger keeps the owner out too. Failed
    // sign-ins make each next attempt wait longer instead, and the owner always gets in
    // (src/features/account/signInDelay.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 2 * 60 * 60,
    // Public sign-ups confirm their address by a link that the site mails through its job
    // queue (src/features/account/service.ts); accounts that admins create count as confirmed.
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
      admin: {
        position: 'sidebar',
        description: {
          hr: 'Savjetnik vodi upite i rezervacije, ali ne uređuje sadržaj stranice.',
          en: 'An adviser handles enquiries and bookings but does not edit the site’s content.',
          de: 'Ein Berater bearbeitet Anfragen und Buchungen, aber nicht die Inhalte der Website.',
        },
      },
    },
    {
      // Editors work on content; they see the people behind the leads only when allowed.
      name: 'seesLeads',
      type: 'checkbox',
      defaultValue: false,
      saveToJWT: true,
      label: {
        hr: 'Smije vidjeti upite i rezervacije',
        en: 'May see enquiries and bookings',
        de: 'Darf Anfragen und Buchungen sehen',
      },
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar', condition: (data) => data?.role === 'editor' },
    },
    {
      // Needed to change one's own password (hooks/passwordRules.ts); never stored.
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      label: { hr: 'Trenutačna lozinka', en: 'Current password', de: 'Aktuelles Passwort' },
      admin: {
        condition: (data, _sibling, { user }) => Boolean(user && data?.id === user.id),
        description: {
          hr: 'Potrebna samo za promjenu vlastite lozinke.',
          en: 'Needed only to change your own password.',
          de: 'Nur zum Ändern des eigenen Passworts nötig.',
        },
        components: {
          Field: '/features/account/components/CurrentPasswordField.client#CurrentPasswordField',
        },
      },
    },
    {
      // A new address waits here until the link mailed to it is opened (hooks/emailChange.ts).
      name: 'pendingEmail',
      type: 'email',
      label: {
        hr: 'Nova e-mail adresa (čeka potvrdu)',
        en: 'New e-mail address (awaiting confirmation)',
        de: 'Neue E-Mail-Adresse (wartet auf Bestätigung)',
      },
      access: { create: nobodyField, update: nobodyField },
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => Boolean(data?.pendingEmail),
      },
    },
    {
      name: 'emailChangeToken',
      type: 'text',
      hidden: true,
      index: true,
      access: { create: nobodyField, update: nobodyField },
    },
    {
      name: 'emailChangeExpiration',
      type: 'date',
      hidden: true,
      access: { create: nobodyField, update: nobodyField },
    },
    // The columns of Payload's lockout, which is off (auth.maxLoginAttempts: 0), kept as it
    // defines them so that the schema does not change; nothing locks an account any more.
    {
      name: 'loginAttempts',
      type: 'number',
      defaultValue: 0,
      hidden: true,
      access: { create: nobodyField, update: nobodyField },
    },
    {
      name: 'lockUntil',
      type: 'date',
      hidden: true,
      access: { create: nobodyField, update: nobodyField },
    },
  ],
  hooks: {
    beforeOperation: [noBuiltInVerificationMail, equalLoginWork, passwordRules],
    beforeChange: [firstUserIsAdmin, holdNewEmail],
    afterChange: [mailNewEmailLink],
    afterOperation: [clearDelayOnUnlock],
  },
}
