import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { getPayloadClient } from '@/server/getPayloadClient'

import { bookingOptions } from '..'
import { bookingQuery } from './bookingQuery'
import { dayLabel } from './dayLabels'
import { nextFreeDay } from './nextFreeDay'
import { bookingPath } from './paths'

/**
 * On the result page of a booking whose time was taken meanwhile (no JavaScript): the way back
 * to the same day while it has free times, else to the next free day.
 */
export async function TakenNextDay({ locale, day }: { locale: Locale; day: string | undefined }) {
  const t = await getTranslations({ locale, namespace: 'Booking' })
  const asked = bookingQuery({ day }).day
  const options = await bookingOptions(await getPayloadClient(), { day: asked })
  const next =
    options.day && options.slots.length > 0 ? options.day : nextFreeDay(options, options.day)
  return (
    <p className="mt-6">
      <Link
        href={next ? `${bookingPath}?day=${next}` : bookingPath}
        prefetch={false}
        className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        data-testid="booking-next-day"
      >
        {next ? t('result.nextDay', { day: dayLabel(locale, next) }) : t('manage.bookNew')}
      </Link>
    </p>
  )
}
