import type { GlobalConfig } from 'payload'

import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { adminLanguage } from '@/i18n/adminLanguage'

import { defaultRules, isDay } from '../../rules'
import { bookingGroup } from '../group'

const dayProblem = {
  hr: 'Upišite datum u obliku GGGG-MM-DD, npr. 2026-12-24.',
  en: 'Enter a date as YYYY-MM-DD, e.g. 2026-12-24.',
  de: 'Geben Sie das Datum als JJJJ-MM-TT ein, z. B. 2026-12-24.',
}

const videoProblem = {
  hr: 'Za sastanke putem videopoziva upišite poveznicu.',
  en: 'Enter the link for meetings by video call.',
  de: 'Geben Sie den Link für Besprechungen per Videoanruf ein.',
}

/**
 * How the free consultation is booked: the slot length, the free time between two meetings,
 * the minimum notice, how far ahead visitors may book, the days the firm is closed (Croatian
 * public holidays are closed without being listed), and where meetings take place (the office
 * address of the site settings, or a video link).
 */
export const BookingSettings: GlobalConfig = {
  slug: 'booking-settings',
  access: { read: isEditorOrAdmin, update: isEditorOrAdmin },
  admin: { group: bookingGroup },
  label: { hr: 'Postavke rezervacija', en: 'Booking settings', de: 'Buchungseinstellungen' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'slotMinutes',
          type: 'number',
          required: true,
          defaultValue: defaultRules.slotMinutes,
          min: 15,
          max: 120,
          label: {
            hr: 'Trajanje termina (min)',
            en: 'Slot length (min)',
            de: 'Termindauer (Min.)',
          },
        },
        {
          name: 'bufferMinutes',
          type: 'number',
          required: true,
          defaultValue: defaultRules.bufferMinutes,
          min: 0,
          max: 120,
          label: {
            hr: 'Razmak između sastanaka (min)',
            en: 'Buffer between meetings (min)',
            de: 'Pause zwischen Terminen (Min.)',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'minNoticeHours',
          type: 'number',
          required: true,
          defaultValue: defaultRules.minNoticeHours,
          min: 0,
          max: 24 * 14,
          label: {
            hr: 'Najkraća najava (sati)',
            en: 'Minimum notice (hours)',
            de: 'Mindestvorlauf (Stunden)',
          },
        },
        {
          name: 'horizonDays',
          type: 'number',
          required: true,
          defaultValue: defaultRules.horizonDays,
          min: 1,
          max: 180,
          label: {
            hr: 'Rezervacije unaprijed (dana)',
            en: 'Booking horizon (days)',
            de: 'Buchungszeitraum (Tage)',
          },
        },
      ],
    },
    {
      name: 'closedDates',
      type: 'array',
      label: {
        hr: 'Neradni dani (osim državnih blagdana)',
        en: 'Closed days (besides public holidays)',
        de: 'Schließtage (außer gesetzlichen Feiertagen)',
      },
      admin: {
        description: {
          hr: 'Državni blagdani Republike Hrvatske zatvoreni su automatski.',
          en: "Croatia's public holidays are closed automatically.",
          de: 'Die gesetzlichen Feiertage Kroatiens sind automatisch geschlossen.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'day',
              type: 'text',
              required: true,
              label: { hr: 'Datum', en: 'Date', de: 'Datum' },
              admin: { placeholder: '2026-12-24' },
              validate: (value: string | null | undefined, { req }: { req: object }) =>
                typeof value === 'string' && isDay(value) ? true : dayProblem[adminLanguage(req)],
            },
            {
              name: 'reason',
              type: 'text',
              maxLength: 100,
              label: { hr: 'Razlog', en: 'Reason', de: 'Grund' },
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'place',
          type: 'select',
          required: true,
          defaultValue: 'office',
          label: { hr: 'Mjesto sastanka', en: 'Meeting place', de: 'Ort des Termins' },
          options: [
            {
              value: 'office',
              label: {
                hr: 'Ured (adresa iz postavki stranice)',
                en: 'Office (address from the site settings)',
                de: 'Büro (Adresse aus den Website-Einstellungen)',
              },
            },
            {
              value: 'video',
              label: { hr: 'Videopoziv', en: 'Video call', de: 'Videoanruf' },
            },
          ],
        },
        {
          name: 'videoLink',
          type: 'text',
          maxLength: 300,
          label: { hr: 'Poveznica videopoziva', en: 'Video call link', de: 'Link zum Videoanruf' },
          validate: (
            value: string | null | undefined,
            { siblingData, req }: { siblingData: Record<string, unknown>; req: object },
          ) => {
            if (!value)
              return siblingData.place === 'video' ? videoProblem[adminLanguage(req)] : true
            return /^https:\/\/\S+$/.test(value) ? true : videoProblem[adminLanguage(req)]
          },
        },
      ],
    },
  ],
}
