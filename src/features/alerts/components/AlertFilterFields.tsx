import { FormField } from '@/forms/components/FormField'
import { SelectField } from '@/forms/components/SelectField'

import type { AlertFormValues } from '../rules/alertForm'
import type { AlertChoices } from './alertChoices'
import type { AlertsMessages } from './alertsTranslator'

/** The alert's filters: county, company size, programme and least amount. */
export function AlertFilterFields({
  t,
  prefix,
  values,
  choices,
}: {
  t: AlertsMessages
  prefix: string
  values: AlertFormValues
  choices: AlertChoices
}) {
  return (
    <fieldset className="grid gap-6 sm:grid-cols-2">
      <legend className="mb-4 text-lg font-semibold text-brand-900">
        {t('form.filtersTitle')}
      </legend>
      <SelectField
        id={`${prefix}-county`}
        name="county"
        label={t('form.county')}
        anyLabel={t('form.countyAny')}
        defaultValue={values.county ?? ''}
        options={choices.counties}
      />
      <SelectField
        id={`${prefix}-size`}
        name="size"
        label={t('form.size')}
        anyLabel={t('form.sizeAny')}
        defaultValue={values.size ?? ''}
        options={choices.sizes}
      />
      <SelectField
        id={`${prefix}-programme`}
        name="programme"
        label={t('form.programme')}
        anyLabel={t('form.programmeAny')}
        defaultValue={values.programme ? String(values.programme) : ''}
        options={[]}
        groups={choices.programmes}
      />
      <FormField
        id={`${prefix}-min`}
        name="minAmount"
        label={t('form.minAmount')}
        hint={t('form.minAmountHint')}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        defaultValue={values.minAmount ?? ''}
      />
    </fieldset>
  )
}
