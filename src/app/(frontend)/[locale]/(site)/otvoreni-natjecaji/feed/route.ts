import type { NextRequest } from 'next/server'

import { catalogueFeedResponse } from '@/features/funding-calls/queries'
import { isLocale } from '@/i18n/locales'

/** The catalogue's feed of new and changed calls for the list's filters: /otvoreni-natjecaji/feed?… */
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  return catalogueFeedResponse(locale, request.nextUrl.searchParams)
}
