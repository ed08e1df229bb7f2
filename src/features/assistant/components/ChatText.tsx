// The server writes reply links already in the visitor's language (/en/…), so they must not be
// prefixed again by the localized Link.
// eslint-disable-next-line no-restricted-imports
import NextLink from 'next/link'
import { Fragment } from 'react'

import { parseChatText, type Inline } from '../rules/text'

function Pieces({ pieces }: { pieces: Inline[] }) {
  return pieces.map((piece, index) => {
    if (piece.kind === 'strong') return <strong key={index}>{piece.text}</strong>
    if (piece.kind === 'text') return <Fragment key={index}>{piece.text}</Fragment>
    // Only the site's own pages come out of parseChatText as links, each as a path.
    return (
      <NextLink
        key={index}
        href={piece.href}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {piece.text}
      </NextLink>
    )
  })
}

/** The page's origin: an address on it is the site's own (the chat renders in the browser only). */
const origins = () => (typeof window === 'undefined' ? [] : [window.location.origin])

/**
 * A chat message's text: paragraphs, lists, bold and links, rendered as elements. Only links to
 * the site's own pages are links; any other address stays text.
 */
export function ChatText({ text }: { text: string }) {
  return (
    <div className="space-y-2">
      {parseChatText(text, origins()).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index} className="list-disc space-y-1 pl-4">
            {block.items.map((item, position) => (
              <li key={position}>
                <Pieces pieces={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            {block.lines.map((line, position) => (
              <Fragment key={position}>
                {position > 0 && <br />}
                <Pieces pieces={line} />
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  )
}
