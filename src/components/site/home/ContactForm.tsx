import type { HomeCopy } from '@/content/home'

import { FormField, inputClass } from '../forms/FormField'

type Field = { name: string; label: string; type?: string; autoComplete: string; required: boolean }

/**
 * The enquiry form's fields. It posts to /api/contact; storing the lead, the e-mail and the
 * sending/success/failure states come with the lead-capture issue.
 */
export function ContactForm({ copy }: { copy: HomeCopy['contact']['form'] }) {
  const fields: Field[] = [
    { name: 'firstName', label: copy.firstName, autoComplete: 'given-name', required: true },
    { name: 'lastName', label: copy.lastName, autoComplete: 'family-name', required: true },
    { name: 'email', label: copy.email, type: 'email', autoComplete: 'email', required: true },
    { name: 'company', label: copy.company, autoComplete: 'organization', required: false },
  ]
  return (
    <form
      method="post"
      action="/api/contact"
      aria-labelledby="contact-form-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h3 id="contact-form-title" className="text-xl font-semibold text-brand-900">
        {copy.title}
      </h3>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {fields.map((field) => (
          <FormField
            key={field.name}
            id={`contact-${field.name}`}
            name={field.name}
            label={
              <>
                {field.label}
                {!field.required && (
                  <span className="font-normal text-slate-600"> {copy.optional}</span>
                )}
              </>
            }
            type={field.type ?? 'text'}
            required={field.required}
            autoComplete={field.autoComplete}
            maxLength={field.type === 'email' ? 254 : 100}
          />
        ))}
        <div className="sm:col-span-2">
          <label htmlFor="contact-message" className="font-semibold text-brand-900">
            {copy.message}
          </label>
          <textarea
            id="contact-message"
            name="message"
            required
            rows={5}
            maxLength={5000}
            className={`${inputClass} py-3`}
          />
        </div>
      </div>
      <button
        type="submit"
        className="mt-6 inline-flex h-12 items-center rounded-md bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {copy.submit}
      </button>
    </form>
  )
}
