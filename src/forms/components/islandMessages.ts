import type { MessagePick } from '@/i18n/clientMessages'

/** The messages each browser island of this folder reads (see IslandMessages). */
export const islandMessages = {
  ActivityCodeField: { ActivityCodes: true },
} satisfies Record<string, MessagePick>
