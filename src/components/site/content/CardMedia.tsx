import type { ContentImage as ImageData } from '@/server/content/image'

import { ContentImage } from './ContentImage'
import { ImagePlaceholder } from './ImagePlaceholder'

const cardSizes = '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw'

/** The 16:9 picture at the top of a card: the item's image, or a placeholder. */
export function CardMedia({ image }: { image: ImageData | null }) {
  return (
    <div className="relative aspect-video overflow-hidden bg-slate-100">
      {image ? (
        <ContentImage image={{ ...image, alt: '' }} sizes={cardSizes} />
      ) : (
        <ImagePlaceholder />
      )}
    </div>
  )
}
