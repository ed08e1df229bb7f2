import { callCalendarResponse } from '@/features/funding-calls/queries'
import { isLocale } from '@/i18n/locales'
import { parseContentId } from '@/lib/contentId'

/** One call's deadline (and opening) as a calendar file: /natjecaj/{id}/kalendar.ics */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; id: string }> },
) {
  const { locale, id } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  return callCalendarResponse(locale, parseContentId(id))
}
