import type { AbstractIntlMessages } from 'next-intl'

/**
 * Which messages a browser island reads: whole namespaces (`true`), or some top-level keys of
 * one. Messages ride in every page's HTML (React's payload), so a page sends only what its
 * islands use: the frame's below, and each island's own around it (IslandMessages).
 */
export type MessagePick = Readonly<Record<string, true | readonly string[]>>

/**
 * What the frame of every page reads in the browser: the navbar and its menus (their links come
 * labelled from the server, src/components/site/siteLinks.ts), the language switcher, and the
 * error and not-found pages Next renders in a page's place (a list's or detail's error page
 * reads three keys of its namespace).
 */
export const frameMessages: MessagePick = {
  Navbar: true,
  LanguageSwitcher: true,
  Error: true,
  NotFound: true,
  Content: true,
  FundingCalls: ['listLoadError', 'loadError', 'back'],
  Insights: ['listLoadError', 'loadError', 'back'],
  CaseStudies: ['listLoadError', 'loadError', 'back'],
}

/** The picked part of the messages (a namespace or key that is not there is left out). */
export function pickMessages(
  messages: AbstractIntlMessages,
  pick: MessagePick,
): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {}
  for (const [namespace, keys] of Object.entries(pick)) {
    const all = Object.hasOwn(messages, namespace) ? messages[namespace] : undefined
    if (all === undefined) continue
    if (keys === true || typeof all === 'string') {
      picked[namespace] = all
      continue
    }
    picked[namespace] = Object.fromEntries(
      keys.flatMap((key) => {
        const value = Object.hasOwn(all, key) ? all[key] : undefined
        return value === undefined ? [] : [[key, value]]
      }),
    )
  }
  return picked
}
