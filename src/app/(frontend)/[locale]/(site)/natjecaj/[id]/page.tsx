import { Bell, CalendarCheck, CalendarPlus, ExternalLink, MessageSquare } from 'lucide'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Badge } from '@/components/ui/Badge'
import { BackLink } from '@/components/ui/BackLink'
import { DetailImage } from '@/components/ui/DetailImage'
import { Icon } from '@/components/ui/Icon'
import { JsonLd } from '@/components/ui/JsonLd'
import { PageContainer } from '@/components/ui/PageContainer'
import { AskAboutCall, ContactCta } from '@/features/contact/components'
import { askAboutCallAnchor } from '@/features/contact/rules'
import { callStructuredData } from '@/features/funding-calls'
import {
  ChangeHistory,
  DeadlineBadge,
  FundingDescription,
  ProgrammeArt,
  cataloguePath,
} from '@/features/funding-calls/components'
import { getCodeNames } from '@/features/activity-codes/queries'
import { getCallHistory, getFundingCall } from '@/features/funding-calls/queries'
import { callStatus, daysLeft, formatPercent, keyCode } from '@/features/funding-calls/rules'
import { Link } from '@/i18n/navigation'
import type { ContentParams } from '@/lib/contentId'
import { formatDate } from '@/lib/formatDate'
import { findDetail, loadDetail } from '@/lib/loadDetail'
import { localizedPath } from '@/seo/alternates'
import { pageMetadata } from '@/seo/metadata'
import { breadcrumbList } from '@/seo/structuredData'
import { getEnv } from '@/server/env'

export const revalidate = 600

// Rendered on first visit, then cached until an edit expires its tags.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: ContentParams): Promise<Metadata> {
  const { locale, item } = await findDetail(params, getFundingCall)
  if (!item) return {}
  return pageMetadata({
    locale,
    path: `/natjecaj/${item.id}`,
    title: item.fundName,
    description: item.shortDescription,
    image: item.image?.ogUrl,
  })
}

/** One fact of the "at a glance" list. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-200 py-3 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="font-semibold text-brand-900">{term}</dt>
      <dd className="mt-1 text-slate-700 sm:mt-0">{children}</dd>
    </div>
  )
}

const linkClass =
  'inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900'

export default async function FundingCallPage({ params }: ContentParams) {
  const { locale, item: call } = await loadDetail(params, cataloguePath, getFundingCall)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'FundingCalls' })
  const names = await getTranslations({ locale, namespace: 'Catalogue' })
  const check = await getTranslations({ locale, namespace: 'FundingCheck' })
  const content = await getTranslations({ locale, namespace: 'Content' })
  const alerts = await getTranslations({ locale, namespace: 'Alerts' })
  const booking = await getTranslations({ locale, namespace: 'Booking' })
  const contact = await getTranslations({ locale, namespace: 'Contact' })
  const history = await getCallHistory(locale, call.id)
  // A call's codes are NKD 2007 or NKD 2025 (keys, see codeKey): each named from its version.
  const codes = call.nkdCodes.map((key) => ({ key, ...keyCode(key) }))
  const codesOf = (version: 'nkd2007' | 'nkd2025') =>
    codes
      .filter((code) => code.version === version)
      .map((code) => code.code)
      .join(',')
  const [names2007, names2025] = await Promise.all([
    getCodeNames('nkd2007', locale, codesOf('nkd2007')),
    getCodeNames('nkd2025', locale, codesOf('nkd2025')),
  ])
  const siteUrl = getEnv().SITE_URL
  const status = callStatus(call)
  const left = daysLeft(call)
  return (
    <PageContainer narrow>
      <JsonLd
        data={breadcrumbList(siteUrl, locale, [
          { name: content('breadcrumbHome'), path: '/' },
          { name: t('title'), path: cataloguePath },
          { name: call.fundName, path: `/natjecaj/${call.id}` },
        ])}
      />
      <JsonLd data={callStructuredData(siteUrl, locale, call)} />
      <BackLink href={cataloguePath} label={t('back')} />
      <article className="mt-8">
        <DetailImage
          image={call.image}
          placeholder={<ProgrammeArt kind={call.programme?.kind ?? null} />}
        />
        <div className="mt-8 flex flex-wrap gap-2" data-testid="call-badges">
          <Badge tone={status === 'closed' ? 'muted' : status === 'open' ? 'accent' : 'brand'}>
            {names(`status.${status}`)}
          </Badge>
          <DeadlineBadge locale={locale} call={call} />
          {status === 'open' && left !== null && (
            <Badge tone="brand">{check('daysLeft', { days: left })}</Badge>
          )}
        </div>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {call.fundName}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{call.shortDescription}</p>
        {status !== 'closed' && (
          <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
            <a
              href={localizedPath(locale, `/natjecaj/${call.id}/kalendar.ics`)}
              className={linkClass}
              data-testid="call-calendar"
            >
              <Icon icon={CalendarPlus} className="size-4" />
              {t('addToCalendar')}
            </a>
            <Link
              href={`/alerts?call=${call.id}`}
              prefetch={false}
              className={linkClass}
              data-testid="call-follow"
            >
              <Icon icon={Bell} className="size-4" />
              {alerts('links.follow')}
            </Link>
            <Link
              href={`/booking?call=${call.id}`}
              prefetch={false}
              className={linkClass}
              data-testid="call-booking"
            >
              <Icon icon={CalendarCheck} className="size-4" />
              {booking('links.call')}
            </Link>
            <a href={`#${askAboutCallAnchor}`} className={linkClass} data-testid="call-ask">
              <Icon icon={MessageSquare} className="size-4" />
              {contact('ask.title')}
            </a>
          </p>
        )}
        <section aria-labelledby="facts-title" className="mt-10">
          <h2 id="facts-title" className="text-2xl font-semibold text-brand-900">
            {t('factsTitle')}
          </h2>
          <dl className="mt-4 border-b border-slate-200">
            {call.programme && (
              <Fact term={t('factProgramme')}>
                {call.programme.name}
                <span className="block text-sm text-slate-600">
                  {names(`programmeKinds.${call.programme.kind}`)}
                </span>
                {call.programme.website && (
                  <a href={call.programme.website} className={`${linkClass} mt-1 text-sm`}>
                    {t('programmeWebsite')}
                  </a>
                )}
              </Fact>
            )}
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
        <section aria-labelledby="description-title" className="mt-10">
          <h2 id="description-title" className="text-2xl font-semibold text-brand-900">
            {t('descriptionTitle')}
          </h2>
          <div className="mt-4">
            {call.fullDescription ? (
              <FundingDescription text={call.fullDescription} />
            ) : (
              <p className="text-slate-700">{t('detailsComingSoon')}</p>
            )}
          </div>
        </section>
        <section aria-labelledby="nkd-title" className="mt-10">
          <h2 id="nkd-title" className="text-2xl font-semibold text-brand-900">
            {t('nkdTitle')}
          </h2>
          {call.nkdCodes.length > 0 ? (
            <ul className="mt-4 grid gap-2">
              {codes.map(({ key, version, code }) => {
                const name = (version === 'nkd2025' ? names2025 : names2007)[code]
                return (
                  <li key={key} className="flex gap-3 text-slate-800">
                    <span className="min-w-14 rounded-md bg-slate-100 px-2 py-0.5 text-center font-mono text-sm">
                      {code}
                    </span>
                    {name && <span>{name}</span>}
                    {version === 'nkd2025' && (
                      <span className="text-sm text-slate-600">(NKD 2025)</span>
                    )}
                  </li>
                )
              })}
            </ul>
          ) : (
            <p className="mt-4 text-slate-700">{t('nkdNone')}</p>
          )}
        </section>
        <ChangeHistory locale={locale} entries={history} />
      </article>
      <AskAboutCall locale={locale} call={{ id: call.id, name: call.fundName }} />
      <ContactCta title={content('ctaTitle')} text={t('ctaText')} button={content('contactUs')} />
    </PageContainer>
  )
}
