import type { Media } from '@/payload-types'

/** What the site needs of an uploaded image to render it and to share it. */
export type ContentImage = {
  url: string
  alt: string
  width: number
  height: number
  ogUrl: string | null
}

/** Media fields populated on relations (url is computed from filename, so both are needed). */
export const imagePopulate = {
  media: { url: true, filename: true, alt: true, width: true, height: true, sizes: true },
} as const

/** The image of a relation when it is populated and has a file; null otherwise. */
export function toContentImage(value: number | Media | null | undefined): ContentImage | null {
  if (!value || typeof value === 'number' || !value.url) return null
  return {
    url: value.url,
    alt: value.alt ?? '',
    width: value.width ?? 1200,
    height: value.height ?? 675,
    ogUrl: value.sizes?.og?.url ?? null,
  }
}
