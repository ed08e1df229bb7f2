'use client'

import { PlannerDaySection } from './PlannerDaySection'
import { PlannerTimeSection } from './PlannerTimeSection'
import { useSlotPlanner, type SlotPlannerProps } from './useSlotPlanner'

/**
 * Step 1, the day (a GET form), and step 2, its free times with the booking's POST form.
 * Without JavaScript both are plain forms: the day reloads the page, the POST is answered with
 * a redirect. With it, choosing a day swaps the times in place (and says how many there are),
 * the booking is posted as JSON, refusals stand beside their fields and in a summary that takes
 * the focus, a time taken meanwhile offers the next free ones, and success opens the booking.
 */
export function SlotPlanner(props: SlotPlannerProps) {
  const { locale, mode, page, keep, post = {}, action } = props
  const { summaryRef, takenBoxRef, ...planner } = useSlotPlanner(props)
  const prefix = mode === 'book' ? 'booking' : 'move'
  const { options, pending, loadDay } = planner
  const bookable = options.days.some((item) => item.free > 0)
  return (
    <>
      <PlannerDaySection
        locale={locale}
        mode={mode}
        prefix={prefix}
        page={page}
        keep={keep}
        options={options}
        day={pending ?? options.day ?? ''}
        bookable={bookable}
        onSubmit={planner.showDay}
        onDay={(next) => void loadDay(next)}
      />
      {bookable && (
        <PlannerTimeSection
          locale={locale}
          mode={mode}
          prefix={prefix}
          action={action}
          fields={{ ...keep, ...post }}
          planner={planner}
          summaryRef={summaryRef}
          takenBoxRef={takenBoxRef}
        />
      )}
    </>
  )
}
