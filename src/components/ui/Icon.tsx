import type { IconNode } from 'lucide'
import { createElement } from 'react'

export type { IconNode }

type Props = {
  /** The drawing, from `lucide` (icon data only: `import { Menu } from 'lucide'`). */
  icon: IconNode
  className?: string
  strokeWidth?: number
}

/**
 * A decorative Lucide icon as plain SVG, hidden from assistive technology (the control or text
 * beside it carries the meaning). lucide-react's icons are client components since its version
 * 1, so each one in a server component became a client boundary with its drawing serialized
 * into the page and hydrated; this one is rendered where it stands, on the server or inside a
 * client island alike, and costs nothing after the HTML.
 */
export function Icon({ icon, className, strokeWidth = 2 }: Props) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
      className={className}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  )
}
