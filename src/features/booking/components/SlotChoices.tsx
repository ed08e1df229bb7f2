import { useTranslations } from 'next-intl'

import type { SlotView } from '../types'

/**
 * The free times of one day as radio buttons named `start` (each an ISO instant, shown as its
 * Zagreb wall-clock time), with the refusal of the chosen time tied to the group.
 */
export function SlotChoices({
  id,
  legend,
  slots,
  chosen,
  onChoose,
  error,
}: {
  id: string
  legend: string
  slots: SlotView[]
  chosen: string | null
  onChoose: (start: string) => void
  error?: string
}) {
  const t = useTranslations('Booking')
  const described = [`${id}-zone`, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <fieldset aria-describedby={described} data-testid="booking-slots">
      <legend className="font-semibold text-brand-900">{legend}</legend>
      <p id={`${id}-zone`} className="mt-1 text-sm text-slate-600">
        {t('slots.zone')}
      </p>
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-6">
        {slots.map((slot, index) => (
          <li key={slot.start}>
            <label className="flex h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-400 bg-white font-semibold text-brand-900 hover:bg-brand-50 has-checked:border-2 has-checked:border-brand-800 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700">
              <input
                id={index === 0 ? `${id}-first` : undefined}
                type="radio"
                name="start"
                value={slot.start}
                checked={chosen === slot.start}
                onChange={() => onChoose(slot.start)}
                className="size-4 accent-brand-800"
              />
              {slot.time}
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}
