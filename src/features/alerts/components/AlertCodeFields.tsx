import { ActivityCodeField } from '@/forms/components/ActivityCodeField.client'
import { FormField } from '@/forms/components/FormField'
import { SelectField } from '@/forms/components/SelectField'
import { islandMessages as activityCodeMessages } from '@/forms/components/islandMessages'
import { IslandMessages } from '@/i18n/IslandMessages'

import type { AlertFormValues } from '../rules/alertForm'
import type { AlertsMessages } from './alertsTranslator'

/** The activity code (a combobox, its version beside it) and more codes typed. */
export function AlertCodeFields({
  t,
  prefix,
  values,
}: {
  t: AlertsMessages
  prefix: string
  values: AlertFormValues
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <IslandMessages pick={activityCodeMessages.ActivityCodeField}>
        <ActivityCodeField
          id={`${prefix}-code`}
          name="code"
          label={t('form.code')}
          hint={t('form.codeHint')}
          defaultValue={values.code}
          maxLength={10}
          inputMode="decimal"
          autoComplete="off"
          versionField={`${prefix}-version`}
        />
      </IslandMessages>
      <SelectField
        id={`${prefix}-version`}
        name="version"
        label={t('form.version')}
        anyLabel={t('form.version2007')}
        defaultValue={values.version === 'nkd2025' ? 'nkd2025' : ''}
        options={[{ value: 'nkd2025', label: t('form.version2025') }]}
      />
      <FormField
        id={`${prefix}-more-codes`}
        name="moreCodes"
        label={t('form.moreCodes')}
        hint={t('form.moreCodesHint')}
        defaultValue={values.moreCodes}
        maxLength={200}
        autoComplete="off"
        className="sm:col-span-2"
      />
    </div>
  )
}
