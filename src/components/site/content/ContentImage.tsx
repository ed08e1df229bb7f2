import Image from 'next/image'

import type { ContentImage as ImageData } from '@/server/content/image'

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
    <Image
      src={image.url}
      alt={image.alt}
      fill
      sizes={sizes}
      preload={preload}
      className={className ?? 'object-cover'}
    />
  )
}
