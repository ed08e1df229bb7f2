import type { CollectionConfig } from 'payload'

import { handlesLeads } from '@/access/handlesLeads'
import { nobody } from '@/access/nobody'

import { deliveryStatuses } from '../../rules/alertValues'
import { alertsGroup, dayAndTime } from '../group'

const statusLabels = {
  queued: { hr: 'Na čekanju', en: 'Queued', de: 'Wartend' },
  sending: { hr: 'Šalje se', en: 'Sending', de: 'Wird gesendet' },
  sent: { hr: 'Poslano', en: 'Sent', de: 'Gesendet' },
  refused: { hr: 'Odbijeno', en: 'Refused', de: 'Abgelehnt' },
  dropped: { hr: 'Odbačeno', en: 'Dropped', de: 'Verworfen' },
} as const

/**
 * One event of one call for one alert. Unique by (alert, event): however often the fan-out runs,
 * on however many workers, a subscriber is mailed about an event at most once. A sender takes
 * its deliveries in one statement (queued → sending) before it mails them. "Not relevant" is
 * kept here too: that call is mailed to that alert no more, and editors count it per call.
 */
export const AlertDeliveries: CollectionConfig = {
  slug: 'alert-deliveries',
  access: { create: nobody, read: handlesLeads, update: nobody, delete: nobody },
  admin: {
    defaultColumns: ['alert', 'call', 'event', 'status', 'sentAt', 'notRelevant'],
    group: alertsGroup,
  },
  labels: {
    singular: { hr: 'Poslana obavijest', en: 'Alert delivery', de: 'Zustellung' },
    plural: { hr: 'Poslane obavijesti', en: 'Alert deliveries', de: 'Zustellungen' },
  },
  fields: [
    // Not `required`: Payload's foreign keys set a deleted row's references to null, and the
    // alerts' and calls' own hooks delete their deliveries first.
    { name: 'alert', type: 'relationship', relationTo: 'alerts', index: true },
    {
      name: 'event',
      type: 'relationship',
      relationTo: 'alert-events',
      index: true,
    },
    {
      name: 'call',
      type: 'relationship',
      relationTo: 'funding-calls',
      index: true,
      label: { hr: 'Natječaj', en: 'Call', de: 'Ausschreibung' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: deliveryStatuses.map((value) => ({ value, label: statusLabels[value] })),
      label: { hr: 'Stanje', en: 'Status', de: 'Status' },
    },
    { name: 'claim', type: 'text', admin: { hidden: true } },
    {
      name: 'sentAt',
      type: 'date',
      label: { hr: 'Poslano', en: 'Sent at', de: 'Gesendet am' },
      admin: dayAndTime,
    },
    {
      name: 'notRelevant',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { hr: 'Nije relevantno', en: 'Not relevant', de: 'Nicht relevant' },
    },
  ],
  indexes: [
    { fields: ['alert', 'event'], unique: true },
    // The sender's question each round: which alerts have queued deliveries.
    { fields: ['status', 'alert'] },
  ],
}
