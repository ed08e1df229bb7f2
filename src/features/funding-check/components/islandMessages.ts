import type { MessagePick } from '@/i18n/clientMessages'

/** The messages each browser island of this folder reads (see IslandMessages). */
export const islandMessages = {
  // The form holds the activity-code field.
  FundingCheckForm: {
    FundingCheck: true,
    ActivityCodes: true,
    Alerts: ['links'],
    Booking: ['links'],
  },
} satisfies Record<string, MessagePick>
