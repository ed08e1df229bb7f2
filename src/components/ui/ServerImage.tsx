import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

/**
 * next/image's markup (a srcset through the image optimizer, lazy unless preloaded, the fill
 * styles) rendered on the server alone: unlike <Image>, it brings no client component that every
 * page would download and hydrate. `preload` adds the high-priority preload link and eager
 * loading that <Image preload> would.
 */
export function ServerImage({ preload, fetchPriority, ...rest }: ImageProps) {
  const priority = preload ? (fetchPriority ?? 'high') : fetchPriority
  const { props } = getImageProps({ ...rest, preload, fetchPriority: priority })
  if (preload) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: priority,
    })
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included
  return <img {...props} />
}
