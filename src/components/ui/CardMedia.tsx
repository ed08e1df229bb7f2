import type { ReactNode } from 'react'

import type { ContentImage as ImageData } from '@/media/image'

import { ContentImage } from './ContentImage'
import { ImagePlaceholder } from './ImagePlaceholder'

const cardSizes = '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw'

/**
 * The 16:9 picture at the top of a card: the item's image, or `placeholder` (a drawing of the
 * item's kind; a neutral one by default). `preload` for the first card of a list, the largest
 * paint on a phone.
 */
export function CardMedia({
  image,
  preload,
  placeholder,
}: {
  image: ImageData | null
  preload?: boolean
  placeholder?: ReactNode
}) {
  return (
    <div className="relative aspect-video overflow-hidden bg-slate-100">
      {image ? (
        <ContentImage image={{ ...image, alt: '' }} sizes={cardSizes} preload={preload} />
      ) : (
        (placeholder ?? <ImagePlaceholder />)
      )}
    </div>
  )
}
