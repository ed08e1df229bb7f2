import type { AlertFormValues } from '../rules/alertForm'
import { alertFrequencies } from '../rules/alertValues'
import type { AlertsMessages } from './alertsTranslator'

/** Instant or weekly mails: a radio each, with its hint tied to it. */
export function AlertFrequencyField({
  t,
  prefix,
  value,
}: {
  t: AlertsMessages
  prefix: string
  value: AlertFormValues['frequency']
}) {
  return (
    <fieldset>
      <legend className="font-semibold text-brand-900">{t('form.frequency')}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {alertFrequencies.map((frequency) => (
          <div
            key={frequency}
            className="flex gap-3 rounded-md border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              id={`${prefix}-${frequency}`}
              type="radio"
              name="frequency"
              value={frequency}
              defaultChecked={value === frequency}
              aria-describedby={`${prefix}-${frequency}-hint`}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <div>
              <label htmlFor={`${prefix}-${frequency}`} className="font-semibold text-brand-900">
                {t(`form.${frequency}`)}
              </label>
              <p id={`${prefix}-${frequency}-hint`} className="text-sm text-slate-700">
                {t(`form.${frequency}Hint`)}
              </p>
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  )
}
