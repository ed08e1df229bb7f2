import type { NextRequest } from 'next/server'

import { catalogueCalendarResponse } from '@/features/funding-calls/queries'
import { isLocale } from '@/i18n/locales'

/** The catalogue's calendar for the list's filters: /otvoreni-natjecaji.ics?county=…, /en/…, /de/… */
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  return catalogueCalendarResponse(locale, request.nextUrl.searchParams)
}
