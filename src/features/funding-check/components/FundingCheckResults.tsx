import { ArrowRight, Check, MessageSquare } from 'lucide'

import { Icon } from '@/components/ui/Icon'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { localizedPath } from '@/seo/alternates'

import type { CheckedCall } from '../reasons'
import type { CheckedProfile } from './AlertLink'

/**
 * "Ask about this call": its words, the page's language, the section of a call's page with the
 * enquiry form (the contact feature's, named by the server) and the check it carries there.
 */
export type AskAboutCall = {
  label: string
  locale: Locale
  anchor: string
  profile: CheckedProfile
}

/**
 * "Ask about this call" beside a result: the call page's enquiry form, with the checked code
 * and its version in the address (the form sends them with the enquiry). A form that asks for
 * a page (GET) rather than a link, so each result keeps one link, to the call.
 */
function AskButton({ ask, id, name }: { ask: AskAboutCall; id: number; name: string }) {
  return (
    <form
      method="get"
      action={`${localizedPath(ask.locale, `/natjecaj/${id}`)}#${ask.anchor}`}
      className="mt-3"
    >
      <input type="hidden" name="from" value="funding-check" />
      <input type="hidden" name="code" value={ask.profile.code.trim()} />
      <input
        type="hidden"
        name="version"
        value={ask.profile.version === 'nkd2025' ? 'nkd2025' : 'nkd2007'}
      />
      <button
        type="submit"
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        data-testid="funding-check-ask"
      >
        <Icon icon={MessageSquare} className="size-4" />
        {ask.label}
        <span className="sr-only">: {name}</span>
      </button>
    </form>
  )
}

/**
 * The open calls that match, each linking to its page, with days left and why it fits, and
 * (given `ask`) a way to ask the firm about it.
 */
export function FundingCheckResults({
  title,
  whyTitle,
  items,
  ask,
}: {
  title: string
  whyTitle: string
  items: CheckedCall[]
  ask?: AskAboutCall
}) {
  return (
    <section aria-labelledby="funding-results-title" className="mt-4">
      <h3 id="funding-results-title" className="text-lg font-semibold text-brand-900">
        {title}
      </h3>
      <ul className="mt-4 grid gap-3">
        {items.map((item) => (
          <li
            key={item.id}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm focus-within:border-brand-600 hover:border-brand-600"
          >
            <Link
              href={`/natjecaj/${item.id}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <span className="font-semibold text-brand-900">{item.fundName}</span>
              <span className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
                {item.funding && <span>{item.funding}</span>}
                <span>{item.deadlineLabel}</span>
                {item.daysLeftLabel && (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
                    {item.daysLeftLabel}
                  </span>
                )}
                <Icon icon={ArrowRight} className="size-4 text-brand-700" />
              </span>
            </Link>
            {item.reasons.length > 0 && (
              <div className="mt-3 text-sm text-slate-700">
                <p className="sr-only">{whyTitle}</p>
                <ul className="grid gap-1">
                  {item.reasons.map((reason) => (
                    <li key={reason} className="flex gap-2">
                      <Icon icon={Check} className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                      {reason}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {ask && <AskButton ask={ask} id={item.id} name={item.fundName} />}
          </li>
        ))}
      </ul>
    </section>
  )
}
