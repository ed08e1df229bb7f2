import { ServerImage } from '@/components/ui/ServerImage'
import type { ContentImage } from '@/media/image'

import { initials } from '../rules/initials'

const sizes = { large: 64, small: 44 } as const

/**
 * A person's round photo, or their initials on the brand colour when there is none. Beside the
 * name it stands for, so screen readers skip it.
 */
export function Avatar({
  name,
  photo,
  size,
}: {
  name: string
  photo: ContentImage | null
  size: keyof typeof sizes
}) {
  const pixels = sizes[size]
  const box = size === 'large' ? 'size-16 text-xl font-bold' : 'size-11 font-semibold'
  if (photo) {
    return (
      <ServerImage
        src={photo.url}
        alt=""
        width={pixels}
        height={pixels}
        sizes={`${pixels}px`}
        className={`${box} shrink-0 rounded-full object-cover`}
      />
    )
  }
  return (
    <span
      aria-hidden
      className={`${box} grid shrink-0 place-items-center rounded-full bg-brand-800 text-white`}
    >
      {initials(name)}
    </span>
  )
}
