'use client'

import { clsx } from 'clsx'
import { useTranslations } from 'next-intl'
import { useSyncExternalStore } from 'react'

import type { HomeCopy } from '@/features/home'
import { FormField, TextAreaField } from '@/forms/components/FormField'
import { Honeypot } from '@/forms/components/Honeypot'
import { SendStatus } from '@/forms/components/SendStatus'
import { SubmitButton } from '@/forms/components/SubmitButton'
import { useHydrated } from '@/forms/components/useHydrated'
import { contactLimits, type ContactField } from '@/forms/limits'
import type { Locale } from '@/i18n/locales'

import { enquiryContextFrom, type EnquiryContext } from '../rules/enquiryContext'
import { useContactForm } from './useContactForm'

export type ContactFormCopy = HomeCopy['contact']['form']

type Props = {
  locale: Locale
  copy: ContactFormCopy
  contact: { email: string; phone: string }
  /**
   * The call a call page's form asks about: sent with the enquiry (hidden fields, so also
   * without JavaScript) and named in the message it starts with. The form's ids then start
   * with `ask-` and the page's heading (`headingId`) names it instead of a heading of its own.
   */
  about?: { call: { id: number; name: string }; headingId: string }
}

const noChanges = () => () => {}
const readSearch = () => window.location.search
const noSearch = () => ''

type Field = {
  name: Exclude<ContactField, 'message'>
  label: string
  type?: string
  autoComplete: string
}

/**
 * The enquiry form. It posts to /api/contact: without JavaScript as a
 * plain form post, with it as JSON. States: idle, sending ("Šalje se...", button disabled),
 * success ("Poruka uspješno poslana", fields cleared) or failure ("Greška pri slanju", input
 * kept, with the firm's e-mail and phone to write directly), each also as a toast.
 * With JavaScript it also sends where the visitor came from, read from the page's address
 * (`?from=assistant`, or a funding check's `?from=funding-check&code=…`), so that pages stay
 * the same for everyone and can be cached.
 */
export function ContactForm({ locale, copy, contact, about }: Props) {
  const t = useTranslations('Contact')
  const action = `/api/contact?locale=${locale}`
  const { state, send } = useContactForm(t, action, contact)
  // The address is only known in the browser: the server's render (and hydration) has none.
  const search = useSyncExternalStore(noChanges, readSearch, noSearch)
  const enhanced = useHydrated()
  const context = enquiryContextFrom(search)
  const prefix = about ? 'ask' : 'contact'
  const call = about?.call
  const code = context.code
  const opening = call
    ? code
      ? t('ask.prefillCode', { call: call.name, code })
      : t('ask.prefill', { call: call.name })
    : undefined
  const fields: Field[] = [
    { name: 'firstName', label: copy.firstName, autoComplete: 'given-name' },
    { name: 'lastName', label: copy.lastName, autoComplete: 'family-name' },
    { name: 'email', label: copy.email, type: 'email', autoComplete: 'email' },
    { name: 'company', label: copy.company, autoComplete: 'organization' },
  ]

  const errors = state.status === 'refused' ? state.fields : {}
  const sending = state.status === 'sending'
  return (
    <form
      method="post"
      action={action}
      onSubmit={send}
      aria-labelledby={about ? about.headingId : 'contact-form-title'}
      className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      data-testid={`${prefix}-form`}
      data-enhanced={enhanced || undefined}
    >
      {about ? (
        <AskedCall id={about.call.id} context={context} />
      ) : (
        <h3 id="contact-form-title" className="text-xl font-semibold text-brand-900">
          {copy.title}
        </h3>
      )}
      <div className={clsx('grid gap-5 sm:grid-cols-2', (!about || code) && 'mt-6')}>
        {fields.map((field) => (
          <FormField
            key={field.name}
            id={`${prefix}-${field.name}`}
            name={field.name}
            label={
              <>
                {field.label}
                {field.name === 'company' && (
                  <span className="font-normal text-slate-600"> {copy.optional}</span>
                )}
              </>
            }
            type={field.type ?? 'text'}
            required={field.name !== 'company'}
            autoComplete={field.autoComplete}
            maxLength={contactLimits[field.name]}
            error={errors[field.name]}
          />
        ))}
        <TextAreaField
          // A new opening (the checked code, known once the page runs) is a new default: the
          // field takes it only as a new element (hydration has set its value).
          key={opening}
          id={`${prefix}-message`}
          name="message"
          label={copy.message}
          defaultValue={opening}
          required
          maxLength={contactLimits.message}
          error={errors.message}
          className="sm:col-span-2"
        />
      </div>
      <Honeypot id={`${prefix}-website`} />
      <SubmitButton
        pending={sending}
        label={copy.submit}
        pendingLabel={copy.sending}
        className="mt-6"
      />
      <SendStatus
        state={state}
        testId={`${prefix}-status`}
        sent={
          <>
            {t('success')}. {t('successDetail')}
          </>
        }
        failed={
          <>
            {t('failure')}. {t('failureDetail', contact)}
          </>
        }
      />
    </form>
  )
}

/**
 * A call page's form: the call it asks about and where the visitor came from (hidden fields, so
 * also without JavaScript), and the activity code a funding check checked.
 */
function AskedCall({ id, context }: { id: number; context: EnquiryContext }) {
  const t = useTranslations('Contact')
  const code = context.code
  return (
    <>
      <input type="hidden" name="call" value={id} />
      <input type="hidden" name="origin" value={context.origin ?? 'call'} />
      {code && (
        <p className="text-slate-700" data-testid="ask-checked-code">
          {t('ask.checkedCode', {
            code,
            version: context.codeVersion === 'nkd2025' ? 'NKD 2025' : 'NKD 2007',
          })}
        </p>
      )}
    </>
  )
}
