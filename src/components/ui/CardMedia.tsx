import type { ContentImage as ImageData } from '@/media/image'

import { ContentImage } from './ContentImage'
import { ImagePlaceholder } from './ImagePlaceholder'

const cardSizes = '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw'

/** The 16:9 picture at the top of a card: the item's image, or a placeholder. `preload` for the first card of a list, the largest paint on a phone. */
export function CardMedia({ image, preload }: { image: ImageData | null; preload?: boolean }) {
  return (
    <div className="relative aspect-video overflow-hidden bg-slate-100">
      {image ? (
        <ContentImage image={{ ...image, alt: '' }} sizes={cardSizes} preload={preload} />
      ) : (
        <ImagePlaceholder />
      )}
    </div>
  )
}
