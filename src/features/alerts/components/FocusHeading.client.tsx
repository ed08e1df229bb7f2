'use client'

import { useEffect, useRef, type ReactNode } from 'react'

/** A heading that takes the focus when the page opens: the question a link came to ask. */
export function FocusHeading({
  id,
  className,
  children,
}: {
  id: string
  className?: string
  children: ReactNode
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <h2 ref={heading} id={id} tabIndex={-1} className={className}>
      {children}
    </h2>
  )
}
