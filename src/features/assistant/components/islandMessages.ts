import type { MessagePick } from '@/i18n/clientMessages'

/** The messages each browser island of this folder reads (see IslandMessages). */
export const islandMessages = {
  ChatLauncher: { Chat: true },
  // The panel opens inside the launcher, so it reads the launcher's messages.
  ChatPanel: { Chat: true },
} satisfies Record<string, MessagePick>
