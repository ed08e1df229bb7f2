import { getTranslations } from 'next-intl/server'

import { ActivityCodeField } from '@/forms/components/ActivityCodeField.client'
import { FormField, inputClass } from '@/forms/components/FormField'
import { SelectField } from '@/forms/components/SelectField'
import { islandMessages as activityCodeMessages } from '@/forms/components/islandMessages'
import { IslandMessages } from '@/i18n/IslandMessages'
import { localeLabels, locales, type Locale } from '@/i18n/locales'

import type { AlertFormValues } from '../rules/alertForm'
import { alertFrequencies } from '../rules/alertValues'
import type { AlertChoices } from './alertChoices'

type Props = {
  locale: Locale
  /** Prefix of the fields' ids: unique per form on the page. */
  prefix: string
  values: AlertFormValues
  choices: AlertChoices
  /** An alert that follows one call has no filters: only the language of its mails. */
  followsCall?: boolean
}

/**
 * The fields of an alert's filters, named as POST /api/alerts and /api/alerts/manage read them:
 * the activity code (a combobox, its version beside it) and more codes typed, county, company
 * size, programme, least amount, instant or weekly, and the language of the mails.
 */
export async function AlertFields({ locale, prefix, values, choices, followsCall }: Props) {
  const t = await getTranslations({ locale, namespace: 'Alerts' })
  const language = (
    <div>
      <label htmlFor={`${prefix}-language`} className="font-semibold text-brand-900">
        {t('form.language')}
      </label>
      <select
        id={`${prefix}-language`}
        name="language"
        defaultValue={values.language}
        className={`${inputClass} h-12`}
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {localeLabels[code].name}
          </option>
        ))}
      </select>
    </div>
  )
  if (followsCall) return language

  return (
    <>
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
      <fieldset>
        <legend className="font-semibold text-brand-900">{t('form.frequency')}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {alertFrequencies.map((value) => (
            <div
              key={value}
              className="flex gap-3 rounded-md border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                id={`${prefix}-${value}`}
                type="radio"
                name="frequency"
                value={value}
                defaultChecked={values.frequency === value}
                aria-describedby={`${prefix}-${value}-hint`}
                className="mt-1 size-4 shrink-0 accent-brand-700"
              />
              <div>
                <label htmlFor={`${prefix}-${value}`} className="font-semibold text-brand-900">
                  {t(`form.${value}`)}
                </label>
                <p id={`${prefix}-${value}-hint`} className="text-sm text-slate-700">
                  {t(`form.${value}Hint`)}
                </p>
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      {language}
    </>
  )
}
