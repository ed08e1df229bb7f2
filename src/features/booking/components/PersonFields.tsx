import { useTranslations } from 'next-intl'

import { FieldNote, FormField, inputClass } from '@/forms/components/FormField'
import { Honeypot } from '@/forms/components/Honeypot'
import { maxEmailLength } from '@/forms/limits'
import { Link } from '@/i18n/navigation'

import { bookingLimits } from '../rules/limits'

/** The id of each person field of the booking form, for labels and the error summary. */
export const personFieldId = (prefix: string, field: string) => `${prefix}-${field}`

/**
 * Who is coming and what about: name, e-mail, phone, company (optional), the topic, and the
 * consent to keep these for the meeting. Each refusal stands under its field, tied to it.
 */
export function PersonFields({
  prefix,
  errors,
}: {
  prefix: string
  errors: Record<string, string | undefined>
}) {
  const t = useTranslations('Booking')
  const id = (field: string) => personFieldId(prefix, field)
  const topicHint = t('form.topicHint', { max: bookingLimits.topic })
  return (
    <fieldset className="grid gap-6 sm:grid-cols-2">
      <legend className="mb-2 font-semibold text-brand-900">{t('form.legend')}</legend>
      <FormField
        id={id('name')}
        name="name"
        label={t('form.name')}
        error={errors.name}
        required
        autoComplete="name"
        maxLength={bookingLimits.name}
      />
      <FormField
        id={id('email')}
        name="email"
        type="email"
        label={t('form.email')}
        error={errors.email}
        required
        autoComplete="email"
        maxLength={maxEmailLength}
      />
      <FormField
        id={id('phone')}
        name="phone"
        type="tel"
        label={t('form.phone')}
        hint={t('form.phoneHint')}
        error={errors.phone}
        required
        autoComplete="tel"
        maxLength={bookingLimits.phone}
      />
      <FormField
        id={id('company')}
        name="company"
        label={t('form.company')}
        error={errors.company}
        autoComplete="organization"
        maxLength={bookingLimits.company}
      />
      <div className="sm:col-span-2">
        <label htmlFor={id('topic')} className="font-semibold text-brand-900">
          {t('form.topic')}
        </label>
        <textarea
          id={id('topic')}
          name="topic"
          rows={5}
          required
          maxLength={bookingLimits.topic}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={`${id('topic')}-hint`}
          className={`${inputClass} py-3`}
        />
        <FieldNote id={id('topic')} hint={topicHint} error={errors.topic} />
      </div>
      <div className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            id={id('consent')}
            name="consent"
            type="checkbox"
            required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id('consent')}-hint` : undefined}
            className="mt-1 size-5 shrink-0 accent-brand-800"
          />
          <label htmlFor={id('consent')} className="text-slate-700">
            {t.rich('form.consent', {
              link: (chunks) => (
                <Link
                  href="/privacy"
                  prefetch={false}
                  className="font-semibold text-brand-700 underline underline-offset-4"
                >
                  {chunks}
                </Link>
              ),
            })}
          </label>
        </div>
        <FieldNote id={id('consent')} error={errors.consent} />
      </div>
      <Honeypot id={id('website')} />
    </fieldset>
  )
}
