import type { CollectionConfig } from 'payload'

import { handlesLeads } from '@/access/handlesLeads'
import { nobody } from '@/access/nobody'

import { enquiriesGroup } from '../group'

/**
 * One day's round of the back office (Zagreb's calendar day): the advisers' follow-up mails and
 * the anonymising of leads past the retention period. The day is unique: whichever worker
 * records it first runs it, so advisers get one mail a day however many workers run.
 */
export const BackOfficeRuns: CollectionConfig = {
  slug: 'back-office-runs',
  access: { create: nobody, read: handlesLeads, update: nobody, delete: nobody },
  admin: {
    useAsTitle: 'day',
    defaultColumns: ['day', 'mailed', 'anonymised', 'finishedAt'],
    group: enquiriesGroup,
  },
  labels: {
    singular: { hr: 'Dnevni obilazak', en: 'Daily round', de: 'Täglicher Durchlauf' },
    plural: { hr: 'Dnevni obilasci', en: 'Daily rounds', de: 'Tägliche Durchläufe' },
  },
  fields: [
    {
      name: 'day',
      type: 'text',
      required: true,
      unique: true,
      label: { hr: 'Dan', en: 'Day', de: 'Tag' },
    },
    {
      name: 'mailed',
      type: 'number',
      label: {
        hr: 'Savjetnika podsjećeno',
        en: 'Advisers reminded',
        de: 'Berater erinnert',
      },
    },
    {
      name: 'anonymised',
      type: 'number',
      label: { hr: 'Upita anonimizirano', en: 'Enquiries anonymised', de: 'Anfragen anonymisiert' },
    },
    { name: 'startedAt', type: 'date', label: { hr: 'Početak', en: 'Started', de: 'Beginn' } },
    { name: 'finishedAt', type: 'date', label: { hr: 'Kraj', en: 'Finished', de: 'Ende' } },
  ],
}
