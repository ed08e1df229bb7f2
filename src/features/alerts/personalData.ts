import {
  readRows,
  removeRows,
  deletedOnErasure,
  rowIds,
  rowsByAddress,
  sameAddress,
  type PersonalDataHolder,
} from '@/core/personalData'

/** Where call alerts hold a person's data. */
export const personalData: PersonalDataHolder[] = [
  {
    // Call alerts for the address, and those of the member's account; deleting an alert
    // deletes its deliveries (the alerts' own hook).
    collection: 'alerts',
    after: ['users'],
    fields: [
      'email',
      'locale',
      'status',
      'frequency',
      'call',
      'codes',
      'county',
      'size',
      'programme',
      'minAmount',
      'owner',
      'consentAt',
      'consentText',
      'confirmedAt',
      'createdAt',
    ],
    find: async (work, found) => {
      const own = await rowsByAddress(work, ['email'])
      const members = rowIds(
        (found.users ?? []).filter((row) => sameAddress(row.email, work.address)),
      )
      if (members.length === 0) return own
      const owned = await readRows(work, {
        and: [{ owner: { in: members } }, { id: { not_in: rowIds(own) } }],
      })
      return [...own, ...owned].sort((a, b) => a.id - b.id)
    },
    erasure: 'delete',
    effect: {
      hr: 'brišu se, s poviješću slanja',
      en: 'deleted, with what they were sent',
      de: 'gelöscht, mit ihren Zustellungen',
    },
    erase: (work, rows) => removeRows(work, rows),
  },
  {
    // What each alert was sent (which call, when, marked not relevant): reached through it.
    collection: 'alert-deliveries',
    after: ['alerts'],
    fields: ['alert', 'call', 'status', 'sentAt', 'notRelevant', 'createdAt'],
    find: async (work, found) => {
      const alerts = rowIds(found.alerts)
      if (alerts.length === 0) return []
      return readRows(work, { alert: { in: alerts } })
    },
    ...deletedOnErasure,
  },
]
