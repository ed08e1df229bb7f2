import { useTranslations } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import type { BookingOptions } from '../types'
import { dayLabel } from './dayLabels'
import { nextFreeDay } from './nextFreeDay'

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900'

/**
 * What the page says when there is nothing to choose: no free time on the day shown (with the
 * next free day), or none in the whole horizon (with the way to the contact section).
 */
export function EmptyDay({
  locale,
  options,
  dayHref,
  onDay,
}: {
  locale: Locale
  options: BookingOptions
  dayHref?: (day: string) => string
  onDay?: (day: string) => void
}) {
  const t = useTranslations('Booking')
  const next = nextFreeDay(options, options.day)
  if (!next) {
    return (
      <p
        className="mt-4 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4 text-brand-900"
        data-testid="booking-none"
      >
        {t.rich('slots.noneAtAll', {
          days: options.days.length,
          link: (chunks) => (
            <Link href="/#contact" className={linkClass}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    )
  }
  return (
    <p
      className="mt-4 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4 text-brand-900"
      data-testid="booking-none"
    >
      {t('slots.none')}{' '}
      {t.rich('slots.nextDay', {
        day: dayLabel(locale, next),
        link: (chunks) => (
          <a
            href={dayHref?.(next) ?? '#'}
            onClick={(event) => {
              if (!onDay) return
              event.preventDefault()
              onDay(next)
            }}
            className={linkClass}
          >
            {chunks}
          </a>
        ),
      })}
    </p>
  )
}
