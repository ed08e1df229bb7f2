import type { ReactNode } from 'react'

import type { ContentImage as ImageData } from '@/media/image'

import { ContentImage } from './ContentImage'
import { ImagePlaceholder } from './ImagePlaceholder'

/** The wide image at the top of a detail page, or a placeholder of the same size. */
export function DetailImage({
  image,
  placeholder,
}: {
  image: ImageData | null
  placeholder?: ReactNode
}) {
  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-slate-100">
      {image ? (
        <ContentImage image={image} sizes="(min-width: 896px) 848px, 100vw" preload />
      ) : (
        (placeholder ?? <ImagePlaceholder />)
      )}
    </div>
  )
}
