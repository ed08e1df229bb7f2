import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import type { Locale } from '@/i18n/locales'

import { NotFoundView } from './NotFoundView'

function Missing(): never {
  notFound()
}

/**
 * A page's answer when what it shows does not exist: status 404, and the 404 page in the HTML.
 *
 * notFound() called by the page itself makes Next.js (16.x, vercel/next.js#62228) send an empty
 * document that only JavaScript fills in. Thrown here, inside a Suspense boundary, it leaves the
 * rest of the page as rendered: a visitor (or a crawler) without JavaScript reads the boundary's
 * fallback, the same 404 page, and with JavaScript the not-found boundary shows it
 * (`(site)/not-found.tsx`). The status is 404 for a page rendered ahead and cached (ISR); a page
 * rendered per request has sent its 200 by then, so those call notFound() before their first byte
 * or decline unknown parameters (`dynamicParams = false`).
 */
export function NotFoundHere({ locale }: { locale: Locale }) {
  return (
    <Suspense fallback={<NotFoundView locale={locale} />}>
      <Missing />
    </Suspense>
  )
}
