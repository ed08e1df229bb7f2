import type { HomeCopy } from '@/content/home'

import { FormField } from '../forms/FormField'
import { Section } from './Section'

/**
 * The funding check: tax ID (OIB) and activity code (NKD). The form posts to
 * /api/funding-check, whose answer and the form's states come with the lead-capture issue.
 */
export function FundingCheckSection({ copy }: { copy: HomeCopy['fundingCheck'] }) {
  return (
    <Section id="funding-check" title={copy.title} intro={copy.intro}>
      <form
        method="post"
        action="/api/funding-check"
        className="mt-10 grid max-w-3xl gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2 sm:p-8"
      >
        <FormField
          id="funding-oib"
          name="oib"
          label={copy.oibLabel}
          hint={copy.oibHint}
          required
          maxLength={11}
          inputMode="numeric"
          autoComplete="off"
        />
        <FormField
          id="funding-nkd"
          name="nkd"
          label={copy.nkdLabel}
          hint={copy.nkdHint}
          required
          maxLength={10}
          inputMode="decimal"
          autoComplete="off"
        />
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="inline-flex h-12 items-center rounded-md bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {copy.submit}
          </button>
          <p className="mt-3 text-sm text-slate-600">{copy.privacyNote}</p>
        </div>
      </form>
    </Section>
  )
}
