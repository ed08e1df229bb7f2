import { getMessages } from 'next-intl/server'
import type { ComponentType, ReactNode } from 'react'

import { pickMessages, type MessagePick } from './clientMessages'
import { MoreMessages } from './MoreMessages.client'

/**
 * The messages a browser island reads, around it: the page's HTML carries them only where
 * such an island is (the frame's own come from SiteDocument).
 */
export async function IslandMessages({
  pick,
  children,
}: {
  pick: MessagePick
  children: ReactNode
}) {
  const messages = pickMessages(await getMessages(), pick)
  return <MoreMessages messages={messages}>{children}</MoreMessages>
}

/**
 * `Island` with its messages around it, for a face that exports an island to pages. (Nothing
 * reads the island's own properties: on the server it is a reference to browser code.)
 */
export function withIslandMessages<Props extends object>(
  Island: ComponentType<Props>,
  pick: MessagePick,
) {
  function WithMessages(props: Props) {
    return (
      <IslandMessages pick={pick}>
        <Island {...props} />
      </IslandMessages>
    )
  }
  return WithMessages
}
