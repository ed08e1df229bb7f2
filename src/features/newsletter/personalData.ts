import { deletedOnErasure, rowsByAddress, type PersonalDataHolder } from '@/core/personalData'

/** Where the newsletter holds a person's data. */
export const personalData: PersonalDataHolder[] = [
  {
    collection: 'newsletter-subscribers',
    fields: ['email', 'name', 'locale', 'status', 'consentAt', 'confirmedAt', 'unsubscribedAt'],
    find: (work) => rowsByAddress(work, ['email']),
    ...deletedOnErasure,
  },
]
