import { inputClass } from '@/forms/components/FormField'
import { localeLabels, locales, type Locale } from '@/i18n/locales'

import type { AlertsMessages } from './alertsTranslator'

/** The language of the alert's mails, each language named in itself. */
export function AlertLanguageField({
  t,
  prefix,
  value,
}: {
  t: AlertsMessages
  prefix: string
  value: Locale
}) {
  return (
    <div>
      <label htmlFor={`${prefix}-language`} className="font-semibold text-brand-900">
        {t('form.language')}
      </label>
      <select
        id={`${prefix}-language`}
        name="language"
        defaultValue={value}
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
}
