import type { MessagePick } from '@/i18n/clientMessages'

/** The messages each browser island of this folder reads (see IslandMessages). */
export const islandMessages = {
  NewsletterForm: {
    Newsletter: ['name', 'email', 'consent', 'error', 'invalid', 'pending', 'submit', 'submitting'],
  },
} satisfies Record<string, MessagePick>
