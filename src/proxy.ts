import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { localeCookieName } from './i18n/locales'
import { preferredLocaleRedirect } from './i18n/preferredLocale'
import { requestPathHeader } from './i18n/requestPath'
import { routing } from './i18n/routing'

const intl = createMiddleware(routing)

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
  return intl(new NextRequest(request, { headers }))
}

export const config = {
  matcher: ['/((?!admin|api|next|_next|_vercel|.*\\..*).*)'],
}
