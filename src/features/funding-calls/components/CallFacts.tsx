import { ExternalLink } from 'lucide'
import type { ReactNode } from 'react'

import { Icon } from '@/components/ui/Icon'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/formatDate'

import type { FundingCallDetail } from '../fundingCalls'
import { formatPercent } from '../rules/amount'
import { callLinkClass as linkClass } from './callLinkClass'
import type { CatalogueMessages, FundingCallMessages } from './messages'

/** One fact of the "at a glance" list. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-200 py-3 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="font-semibold text-brand-900">{term}</dt>
      <dd className="mt-1 text-slate-700 sm:mt-0">{children}</dd>
    </div>
  )
}

/** The programme of a call: its name, its kind and, when known, a link to its website. */
function ProgrammeFact({
  programme,
  t,
  names,
}: {
  programme: NonNullable<FundingCallDetail['programme']>
  t: FundingCallMessages
  names: CatalogueMessages
}) {
  return (
    <Fact term={t('factProgramme')}>
      {programme.name}
      <span className="block text-sm text-slate-600">
        {names(`programmeKinds.${programme.kind}`)}
      </span>
      {programme.website && (
        <a href={programme.website} className={`${linkClass} mt-1 text-sm`}>
          {t('programmeWebsite')}
        </a>
      )}
    </Fact>
  )
}

/**
 * The "at a glance" section of a call's page: programme, managing body, grant, aid intensity,
 * dates, who may apply and where, the official source and when it was last checked.
 */
export function CallFacts({
  locale,
  call,
  t,
  names,
}: {
  locale: Locale
  call: FundingCallDetail
  t: FundingCallMessages
  names: CatalogueMessages
}) {
  return (
    <section aria-labelledby="facts-title" className="mt-10">
      <h2 id="facts-title" className="text-2xl font-semibold text-brand-900">
        {t('factsTitle')}
      </h2>
      <dl className="mt-4 border-b border-slate-200">
        {call.programme && <ProgrammeFact programme={call.programme} t={t} names={names} />}
        {call.programme?.managingBody && (
          <Fact term={t('factManagingBody')}>{call.programme.managingBody}</Fact>
        )}
        <Fact term={t('factGrant')}>
          {call.funding ?? '—'}
          {call.funding !== call.amountNote && call.amountNote && (
            <span className="block text-sm text-slate-600">{call.amountNote}</span>
          )}
        </Fact>
        {call.aidIntensityMax !== null && (
          <Fact term={t('factIntensity')}>
            {t('intensityUpTo', { percent: formatPercent(locale, call.aidIntensityMax) })}
          </Fact>
        )}
        {call.opensAt && <Fact term={t('factOpens')}>{formatDate(locale, call.opensAt)}</Fact>}
        <Fact term={t('factDeadline')}>
          {call.deadline ? formatDate(locale, call.deadline) : t('rolling')}
        </Fact>
        <Fact term={t('factApplicants')}>
          {call.applicantTypes.length > 0
            ? call.applicantTypes.map((type) => names(`applicants.${type}`)).join(', ')
            : t('factApplicantsAny')}
        </Fact>
        <Fact term={t('factCounties')}>
          {call.counties.length > 0
            ? call.counties.map((county) => names(`counties.${county}`)).join(', ')
            : names('allCroatia')}
        </Fact>
        {call.sourceUrl && (
          <Fact term={t('factSource')}>
            <a href={call.sourceUrl} className={linkClass} data-testid="call-source">
              {t('sourceLink')}
              <Icon icon={ExternalLink} className="size-4" />
            </a>
          </Fact>
        )}
        {call.lastVerified && (
          <Fact term={t('factVerified')}>{formatDate(locale, call.lastVerified)}</Fact>
        )}
      </dl>
    </section>
  )
}
