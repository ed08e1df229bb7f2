import { useTranslations } from 'next-intl'
import type { Ref } from 'react'

import type { Locale } from '@/i18n/locales'

import type { SlotView } from '../types'
import { dayLabel } from './dayLabels'
import { buttonClass } from './plannerStyles'
import type { Taken } from './sendBooking'

/** A time taken meanwhile (the box takes the focus), with the next free times to pick instead. */
export function TakenSlots({
  ref,
  taken,
  locale,
  onPick,
}: {
  ref: Ref<HTMLDivElement>
  taken: Taken
  locale: Locale
  onPick: (slot: SlotView) => void
}) {
  const t = useTranslations('Booking')
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-900 outline-none focus-visible:outline-2 focus-visible:outline-red-700"
      data-testid="booking-taken"
    >
      <p className="font-semibold">{taken.message}</p>
      {taken.next.length > 0 && (
        <>
          <p className="mt-2">{t('taken.next')}</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {taken.next.map((slot) => (
              <li key={slot.start}>
                <button type="button" onClick={() => onPick(slot)} className={buttonClass}>
                  {t('taken.pick', { day: dayLabel(locale, slot.day), time: slot.time })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
