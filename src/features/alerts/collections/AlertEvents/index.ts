import type { CollectionConfig } from 'payload'

import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { nobody } from '@/access/nobody'

import { alertEventKinds } from '../../rules/events'
import { alertsGroup, dayAndTime } from '../group'

const kindLabels = {
  published: { hr: 'Objavljen', en: 'Published', de: 'Veröffentlicht' },
  opened: { hr: 'Otvoren', en: 'Opened', de: 'Geöffnet' },
  changed: { hr: 'Promijenjen', en: 'Changed', de: 'Geändert' },
  closing7: { hr: 'Rok za 7 dana', en: 'Closes in 7 days', de: 'Frist in 7 Tagen' },
  closing2: { hr: 'Rok za 2 dana', en: 'Closes in 2 days', de: 'Frist in 2 Tagen' },
} as const

/**
 * What happened to a call that alerts tell about: one row per event, unique by (call, kind,
 * key), so that a save, a restart or a second worker never makes the same event twice. The
 * fan-out turns each into deliveries and marks it done (fannedOutAt); a worker that died
 * part-way is followed by the next, which resumes after `cursor` (the last alert it reached).
 */
export const AlertEvents: CollectionConfig = {
  slug: 'alert-events',
  access: { create: nobody, read: isEditorOrAdmin, update: nobody, delete: nobody },
  admin: {
    defaultColumns: ['call', 'kind', 'createdAt', 'fannedOutAt'],
    group: alertsGroup,
  },
  labels: {
    singular: { hr: 'Događaj natječaja', en: 'Call event', de: 'Ereignis' },
    plural: { hr: 'Događaji natječaja', en: 'Call events', de: 'Ereignisse' },
  },
  fields: [
    {
      name: 'call',
      type: 'relationship',
      relationTo: 'funding-calls',
      index: true,
      label: { hr: 'Natječaj', en: 'Call', de: 'Ausschreibung' },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: alertEventKinds.map((value) => ({ value, label: kindLabels[value] })),
      label: { hr: 'Vrsta', en: 'Kind', de: 'Art' },
    },
    // What makes the event one of its kind: the save's time for a change, the deadline for a
    // reminder, the opening day for an opening ("published" happens once).
    { name: 'key', type: 'text', required: true, admin: { readOnly: true } },
    // The material changes (field, from/to, added/removed), for the mail.
    { name: 'changes', type: 'json', admin: { readOnly: true } },
    { name: 'cursor', type: 'number', admin: { hidden: true } },
    // A worker fanning the event out holds it until then; one that died lets it go.
    { name: 'leaseUntil', type: 'date', admin: { hidden: true } },
    {
      name: 'fannedOutAt',
      type: 'date',
      index: true,
      label: { hr: 'Raspodijeljeno', en: 'Fanned out', de: 'Verteilt' },
      admin: { readOnly: true, ...dayAndTime },
    },
  ],
  indexes: [{ fields: ['call', 'kind', 'key'], unique: true }],
}
