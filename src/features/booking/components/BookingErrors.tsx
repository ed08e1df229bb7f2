import { useTranslations } from 'next-intl'
import type { Ref } from 'react'

import { bookingFields } from '../rules/fields'
import { personFieldId } from './PersonFields'
import type { Problem } from './sendBooking'

/**
 * The summary of a refusal, above the booking form (it takes the focus): the message alone, or
 * each refused field by name with its message, linked to the field where it has one.
 */
export function BookingErrors({
  ref,
  problem,
  prefix,
  mode,
}: {
  ref: Ref<HTMLDivElement>
  problem: Problem
  prefix: string
  mode: 'book' | 'move'
}) {
  const t = useTranslations('Booking')
  const errors = problem.fields
  const listed = bookingFields.filter((field) => errors[field])
  const target = (field: string) =>
    field === 'start' ? `${prefix}-slot-first` : personFieldId(prefix, field)
  const linked = (field: string) =>
    field === 'start' || (mode === 'book' && !['call', 'code'].includes(field))
  /** The summary names each refused field, since several share a message ("required"). */
  const fieldName: Record<string, string> = {
    start: t('form.start'),
    name: t('form.name'),
    email: t('form.email'),
    phone: t('form.phone'),
    company: t('form.company'),
    topic: t('form.topic'),
    consent: t('form.consentShort'),
    call: t('details.call'),
    code: t('details.code'),
  }
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-900 outline-none focus-visible:outline-2 focus-visible:outline-red-700"
      data-testid="booking-errors"
    >
      <p className="font-semibold">{listed.length > 0 ? t('form.errorsTitle') : problem.message}</p>
      {listed.length > 0 && (
        <ul className="mt-2 grid list-disc gap-1 pl-6">
          {listed.map((field) => (
            <li key={field}>
              {linked(field) ? (
                <a href={`#${target(field)}`} className="underline underline-offset-4">
                  {`${fieldName[field]}: ${errors[field]}`}
                </a>
              ) : (
                `${fieldName[field]}: ${errors[field]}`
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
