import { useTranslations } from 'next-intl'

import { BookingForm } from './BookingForm'
import { dayLabel } from './dayLabels'
import { EmptyDay } from './EmptyDay'
import { cardClass } from './plannerStyles'
import type { PlannerStepProps } from './useSlotPlanner'

/**
 * Step 2, the times: a note when the day asked for could not be shown, how many free times the
 * day has (said aloud when it changes), the next free day when it has none, and the POST form.
 */
export function PlannerTimeSection(props: PlannerStepProps) {
  const { locale, mode, prefix, planner } = props
  const t = useTranslations('Booking')
  const Heading = mode === 'book' ? 'h2' : 'h3'
  const { options, pending, note } = planner
  return (
    <section
      id={`${prefix}-slots`}
      aria-labelledby={`${prefix}-time-title`}
      className={`${mode === 'book' ? cardClass : 'mt-6'} scroll-mt-20`}
    >
      <Heading id={`${prefix}-time-title`} className="text-xl font-semibold text-brand-900">
        {mode === 'book' ? t('slots.title') : t('slots.moveTitle')}
      </Heading>
      {note && (
        <p className="mt-4 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4 text-brand-900">
          {note}
        </p>
      )}
      <p aria-live="polite" className="mt-4 text-slate-700" data-testid="booking-slot-count">
        {pending
          ? t('slots.loading')
          : options.day
            ? t('slots.count', {
                count: options.slots.length,
                day: dayLabel(locale, options.day),
              })
            : ''}
      </p>
      {options.slots.length === 0 && (
        <EmptyDay
          locale={locale}
          options={options}
          dayHref={planner.dayUrl}
          onDay={(next) => void planner.loadDay(next)}
        />
      )}
      <BookingForm {...props} />
    </section>
  )
}
