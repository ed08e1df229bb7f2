import type { MessagePick } from '@/i18n/clientMessages'

/** The messages each browser island of this folder reads (see IslandMessages). */
export const islandMessages = {
  AlertForm: { Alerts: ['result'] },
} satisfies Record<string, MessagePick>
