import { useTranslations } from 'next-intl'
import type { FormEvent } from 'react'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/seo/alternates'

import type { BookingOptions } from '../types'
import { DayChoice } from './DayChoice'
import { EmptyDay } from './EmptyDay'
import { hiddenInputs } from './hiddenInputs'
import { buttonClass, cardClass } from './plannerStyles'

/**
 * Step 1, the day: a GET form that reloads the page without JavaScript and shows the day's
 * times in place with it; when no day of the horizon has a free time, why not.
 */
export function PlannerDaySection({
  locale,
  mode,
  prefix,
  page,
  keep,
  options,
  day,
  bookable,
  onSubmit,
  onDay,
}: {
  locale: Locale
  mode: 'book' | 'move'
  prefix: string
  page: string
  keep: Record<string, string>
  options: BookingOptions
  /** The day the select shows: the one loading, else the one shown. */
  day: string
  bookable: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onDay: (day: string) => void
}) {
  const t = useTranslations('Booking')
  const Heading = mode === 'book' ? 'h2' : 'h3'
  return (
    <section
      aria-labelledby={`${prefix}-day-title`}
      className={mode === 'book' ? cardClass : 'mt-6'}
    >
      <Heading id={`${prefix}-day-title`} className="text-xl font-semibold text-brand-900">
        {t('day.title')}
      </Heading>
      {bookable ? (
        <form
          method="get"
          action={`${localizedPath(locale, page)}#${prefix}-slots`}
          onSubmit={onSubmit}
          className="mt-4 flex flex-wrap items-end gap-4"
        >
          {hiddenInputs(keep)}
          <DayChoice
            id={`${prefix}-day`}
            locale={locale}
            days={options.days}
            value={day}
            onChange={onDay}
          />
          <button type="submit" className={buttonClass}>
            {t('day.submit')}
          </button>
        </form>
      ) : (
        <EmptyDay locale={locale} options={options} />
      )}
    </section>
  )
}
