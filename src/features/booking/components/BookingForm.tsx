import { useTranslations } from 'next-intl'

import { SubmitButton } from '@/forms/components/SubmitButton'

import { BookingErrors } from './BookingErrors'
import { dayLabel } from './dayLabels'
import { hiddenInputs } from './hiddenInputs'
import { PersonFields } from './PersonFields'
import { SlotChoices } from './SlotChoices'
import { TakenSlots } from './TakenSlots'
import type { PlannerStepProps } from './useSlotPlanner'

/**
 * Step 2's POST form: the refusal or the time taken meanwhile above, the day's free times, the
 * person's fields (a new booking only) and the submit button. Hidden while the day has no time.
 */
export function BookingForm({
  locale,
  mode,
  prefix,
  action,
  fields,
  planner,
  summaryRef,
  takenBoxRef,
}: PlannerStepProps) {
  const t = useTranslations('Booking')
  const { options, chosen, setChosen, sending, problem, taken, enhance, submit, pick } = planner
  const errors = problem?.fields ?? {}
  return (
    <form
      ref={enhance}
      method="post"
      action={action}
      onSubmit={submit}
      noValidate
      hidden={options.slots.length === 0}
      className="relative mt-6 grid gap-8"
    >
      {hiddenInputs(fields)}
      {problem && <BookingErrors ref={summaryRef} problem={problem} prefix={prefix} mode={mode} />}
      {taken && (
        <TakenSlots
          ref={takenBoxRef}
          taken={taken}
          locale={locale}
          onPick={(slot) => void pick(slot)}
        />
      )}
      {options.day && (
        <SlotChoices
          id={`${prefix}-slot`}
          legend={t('slots.legend', { day: dayLabel(locale, options.day) })}
          slots={options.slots}
          chosen={chosen}
          onChoose={setChosen}
          error={errors.start}
        />
      )}
      {mode === 'book' && <PersonFields prefix={prefix} errors={errors} />}
      <div>
        <SubmitButton
          pending={sending}
          label={mode === 'book' ? t('form.submit') : t('move.submit')}
          pendingLabel={t('form.sending')}
        />
      </div>
    </form>
  )
}
