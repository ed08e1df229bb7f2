import { FundingDescription } from './FundingDescription'
import type { FundingCallMessages } from './messages'

/** The description section of a call's page, or a note that the details are coming. */
export function CallDescription({ text, t }: { text: string | null; t: FundingCallMessages }) {
  return (
    <section aria-labelledby="description-title" className="mt-10">
      <h2 id="description-title" className="text-2xl font-semibold text-brand-900">
        {t('descriptionTitle')}
      </h2>
      <div className="mt-4">
        {text ? (
          <FundingDescription text={text} />
        ) : (
          <p className="text-slate-700">{t('detailsComingSoon')}</p>
        )}
      </div>
    </section>
  )
}
