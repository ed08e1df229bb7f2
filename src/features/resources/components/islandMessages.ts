import type { MessagePick } from '@/i18n/clientMessages'

/** The messages each browser island of this folder reads (see IslandMessages). */
export const islandMessages = {
  GatedDownload: { Downloads: true },
} satisfies Record<string, MessagePick>
