import { Suspense, type ComponentType } from 'react'

/**
 * A component loaded with next/dynamic, inside a Suspense boundary of its own: the server's HTML
 * stays as it is, and the rest of the page comes alive without waiting for this component's
 * code (without the boundary, React holds back the whole page's hydration until it arrives).
 */
export function hydrateApart<P extends object>(Component: ComponentType<P>) {
  function Apart(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    )
  }
  return Apart
}
