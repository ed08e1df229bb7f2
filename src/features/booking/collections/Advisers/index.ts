import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { isStaff } from '@/access/roles'
import { adminLanguage } from '@/i18n/adminLanguage'

import { clockTime } from '../../rules'
import { bookingGroup, weekdayLabels } from '../group'

const timeProblem = {
  hr: 'Upišite vrijeme u obliku SS:MM, npr. 08:00.',
  en: 'Enter a time as HH:MM, e.g. 08:00.',
  de: 'Geben Sie die Uhrzeit als HH:MM ein, z. B. 08:00.',
}

const spanProblem = {
  hr: 'Kraj mora biti nakon početka.',
  en: 'The end must be after the start.',
  de: 'Das Ende muss nach dem Beginn liegen.',
}

/** A wall-clock time field of a span ("08:00"). */
const timeField = (name: 'from' | 'to', label: Record<'hr' | 'en' | 'de', string>) => ({
  name,
  type: 'text' as const,
  required: true,
  label,
  admin: { width: '25%', placeholder: name === 'from' ? '08:00' : '17:00' },
  validate: ((value, { siblingData, req }) => {
    const language = adminLanguage(req)
    if (!value || !clockTime(value)) return timeProblem[language]
    const from = String((siblingData as Record<string, unknown>).from ?? '')
    if (name === 'to' && clockTime(from) && value <= from) return spanProblem[language]
    return true
  }) satisfies TextFieldSingleValidation,
})

/**
 * The firm's advisers who take the free consultations: a staff member's name and the address
 * their invitations go to, their weekly hours in Zagreb time (Monday to Friday 8:00–17:00 unless
 * changed; several spans a day for a break) and whether they take bookings now. A slot is free
 * when at least one active adviser is free then.
 */
export const Advisers: CollectionConfig = {
  slug: 'advisers',
  access: {
    create: isEditorOrAdmin,
    read: ({ req: { user } }) => isStaff(user),
    update: isEditorOrAdmin,
    delete: isEditorOrAdmin,
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'active'],
    group: bookingGroup,
  },
  labels: {
    singular: { hr: 'Savjetnik', en: 'Adviser', de: 'Berater' },
    plural: { hr: 'Savjetnici', en: 'Advisers', de: 'Berater' },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          type: 'text',
          required: true,
          maxLength: 100,
          label: { hr: 'Ime i prezime', en: 'Name', de: 'Name' },
        },
        {
          name: 'email',
          type: 'email',
          required: true,
          label: {
            hr: 'E-mail za pozivnice',
            en: 'E-mail for invitations',
            de: 'E-Mail für Einladungen',
          },
        },
      ],
    },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      label: { hr: 'Korisnički račun', en: 'User account', de: 'Benutzerkonto' },
      admin: {
        description: {
          hr: 'Djelatnik koji se prijavljuje u administraciju.',
          en: 'The staff member who signs in to /admin.',
          de: 'Die Mitarbeiterin oder der Mitarbeiter, die sich in /admin anmelden.',
        },
      },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      label: { hr: 'Prima rezervacije', en: 'Takes bookings', de: 'Nimmt Buchungen an' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'hours',
      type: 'array',
      label: {
        hr: 'Radno vrijeme (po zagrebačkom vremenu)',
        en: 'Working hours (Zagreb time)',
        de: 'Arbeitszeiten (Zagreber Zeit)',
      },
      labels: {
        singular: { hr: 'Razdoblje', en: 'Span', de: 'Zeitraum' },
        plural: { hr: 'Razdoblja', en: 'Spans', de: 'Zeiträume' },
      },
      defaultValue: ([1, 2, 3, 4, 5] as const).map((day) => ({
        day: String(day),
        from: '08:00',
        to: '17:00',
      })),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'day',
              type: 'select',
              required: true,
              label: { hr: 'Dan', en: 'Day', de: 'Tag' },
              admin: { width: '50%' },
              options: Object.entries(weekdayLabels).map(([value, label]) => ({ value, label })),
            },
            timeField('from', { hr: 'Od', en: 'From', de: 'Von' }),
            timeField('to', { hr: 'Do', en: 'To', de: 'Bis' }),
          ],
        },
      ],
    },
  ],
}
