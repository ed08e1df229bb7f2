import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { defaultLocale, localeCookieName } from './i18n/locales'
import { preferredLocaleRedirect } from './i18n/preferredLocale'
import { requestPathHeader } from './i18n/requestPath'
import { routing } from './i18n/routing'

const intl = createMiddleware(routing)

/** The catalogue's query parameters (rules/catalogueFilters: catalogueQuery). */
const catalogueParams = [
  'q',
  'code',
  'county',
  'applicant',
  'programme',
  'min',
  'max',
  'status',
  'closes',
  'sort',
  'page',
]
const cataloguePattern = /^(?:\/(en|de))?\/otvoreni-natjecaji\/?$/

/**
 * The catalogue's address with filters, served by its per-request page (…/pretraga), so that
 * the unfiltered list stays a static, cached page. Null for any other request.
 */
function catalogueRewrite(request: NextRequest, headers: Headers): NextResponse | null {
  const match = cataloguePattern.exec(request.nextUrl.pathname)
  if (!match) return null
  const { searchParams } = request.nextUrl
  if (!catalogueParams.some((name) => searchParams.has(name))) return null
  const url = request.nextUrl.clone()
  url.pathname = `/${match[1] ?? defaultLocale}/otvoreni-natjecaji/pretraga`
  return NextResponse.rewrite(url, { request: { headers } })
}

export default function proxy(request: NextRequest) {
  const target = preferredLocaleRedirect(
    request.nextUrl.pathname,
    request.cookies.get(localeCookieName)?.value,
  )
  if (target) {
    const url = request.nextUrl.clone()
    url.pathname = target
    return NextResponse.redirect(url, 307)
  }
  // Pass the public path on (next-intl forwards the request headers), so a 404 can log it.
  const headers = new Headers(request.headers)
  headers.set(requestPathHeader, request.nextUrl.pathname)
  return catalogueRewrite(request, headers) ?? intl(new NextRequest(request, { headers }))
}

export const config = {
  matcher: [
    '/((?!admin|api|next|_next|_vercel|.*\\..*).*)',
    // The catalogue's calendars: addresses with a dot that still need their language.
    '/((?:en/|de/)?otvoreni-natjecaji\\.ics)',
    '/((?:en/|de/)?natjecaj/\\d+/kalendar\\.ics)',
  ],
}
