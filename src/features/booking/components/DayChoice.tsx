import { useTranslations } from 'next-intl'

import { inputClass } from '@/forms/components/FormField'
import type { Locale } from '@/i18n/locales'

import type { DayView } from '../types'
import { dayLabel, isWeekend } from './dayLabels'

/** The days a visitor may see: weekends without office hours are left out (unless shown). */
export const listedDays = (days: DayView[], shown: string) =>
  days.filter((day) => day.free > 0 || !isWeekend(day.day) || day.day === shown)

/**
 * The day select of the day form: each day of the horizon with its free times, or why it has
 * none (a public holiday by name, the office closed, fully booked), those disabled.
 */
export function DayChoice({
  id,
  locale,
  days,
  value,
  onChange,
}: {
  id: string
  locale: Locale
  days: DayView[]
  value: string
  onChange?: (day: string) => void
}) {
  const t = useTranslations('Booking')
  const reason = (day: DayView) =>
    day.free > 0
      ? t('day.free', { count: day.free })
      : day.closed === 'holiday'
        ? t('day.holiday', { name: day.holiday ?? '' })
        : day.closed === 'closed'
          ? t('day.closed')
          : t('day.full')
  return (
    <div className="min-w-64 grow">
      <label htmlFor={id} className="font-semibold text-brand-900">
        {t('day.label')}
      </label>
      <select
        id={id}
        name="day"
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        className={`${inputClass} h-12`}
      >
        {listedDays(days, value).map((day) => (
          <option key={day.day} value={day.day} disabled={day.free === 0}>
            {`${dayLabel(locale, day.day)} – ${reason(day)}`}
          </option>
        ))}
      </select>
    </div>
  )
}
