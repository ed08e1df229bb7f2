import type { ReactNode } from 'react'

import { Link } from '@/i18n/navigation'
import type { ContentImage } from '@/media/image'

import { CardMedia } from './CardMedia'

type Props = {
  href: string
  title: string
  image: ContentImage | null
  /** Badges above the title. */
  badges?: ReactNode
  /** Text under the title. */
  children?: ReactNode
  /** The visible "read more" label; the title link is the card's one link. */
  more: string
  /** h2 on list pages; h3 inside a titled section. */
  headingLevel?: 'h2' | 'h3'
  /** Loads the image early: the first card of a list, which a phone shows above the fold. */
  preload?: boolean
  /** Shown instead of a missing image. */
  placeholder?: ReactNode
}

/**
 * A list card. The title is the only link (its name is the title); it stretches over the whole
 * card, so a click anywhere opens the item.
 */
export function Card({
  href,
  title,
  image,
  badges,
  children,
  more,
  headingLevel = 'h2',
  preload,
  placeholder,
}: Props) {
  const Heading = headingLevel
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md">
      <CardMedia image={image} preload={preload} placeholder={placeholder} />
      <div className="flex flex-1 flex-col gap-3 p-6">
        {badges && <div className="flex flex-wrap gap-2">{badges}</div>}
        <Heading className="text-xl font-semibold leading-snug text-brand-900">
          <Link
            href={href}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:underline"
          >
            {title}
          </Link>
        </Heading>
        {children}
        <span aria-hidden className="mt-auto pt-2 font-semibold text-brand-700">
          {more} →
        </span>
      </div>
    </article>
  )
}
