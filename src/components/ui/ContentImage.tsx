import type { ContentImage as ImageData } from '@/media/image'

import { ServerImage } from './ServerImage'

type Props = {
  image: ImageData
  /** The `sizes` attribute: how wide the image shows at each breakpoint. */
  sizes: string
  preload?: boolean
  className?: string
}

/** An uploaded image filling its (sized) parent, served as AVIF/WebP in the needed width. */
export function ContentImage({ image, sizes, preload, className }: Props) {
  return (
    <ServerImage
      src={image.url}
      alt={image.alt}
      fill
      sizes={sizes}
      preload={preload}
      className={className ?? 'object-cover'}
    />
  )
}
