import type { MessagePick } from '@/i18n/clientMessages'

/** The messages each browser island of this folder reads (see IslandMessages). */
export const islandMessages = {
  ContactForm: { Contact: ['ask', 'failure', 'failureDetail', 'success', 'successDetail'] },
} satisfies Record<string, MessagePick>
