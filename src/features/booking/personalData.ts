import { rowsByAddress, type PersonalDataHolder } from '@/core/personalData'

/**
 * Where the booking feature holds a person's data besides the bookings themselves (those the
 * back office anonymises with their lead: src/features/back-office/privacy/holders.ts).
 */
export const personalData: PersonalDataHolder[] = [
  {
    // The firm's advisers (staff): found and exported, never erased here.
    collection: 'advisers',
    fields: ['name', 'email', 'user', 'active', 'createdAt'],
    find: (work) => rowsByAddress(work, ['email']),
    erasure: 'refuse',
    effect: {
      hr: 'ne brišu se ovdje (podaci djelatnika)',
      en: 'not erased here (staff data)',
      de: 'werden hier nicht gelöscht (Mitarbeiterdaten)',
    },
    refusal: () => ({ kind: 'adviser' }),
    erase: async () => undefined,
  },
]
