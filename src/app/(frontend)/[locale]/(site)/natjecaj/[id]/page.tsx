import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BackLink } from '@/components/ui/BackLink'
import { DetailImage } from '@/components/ui/DetailImage'
import { JsonLd } from '@/components/ui/JsonLd'
import { PageContainer } from '@/components/ui/PageContainer'
import { AskAboutCall, ContactCta } from '@/features/contact/components'
import { callStructuredData } from '@/features/funding-calls'
import {
  CallActions,
  CallBadges,
  CallCodes,
  CallDescription,
  CallFacts,
  ChangeHistory,
  ProgrammeArt,
  cataloguePath,
} from '@/features/funding-calls/components'
import { getCodeNames } from '@/features/activity-codes/queries'
import { getCallHistory, getFundingCall } from '@/features/funding-calls/queries'
import { callStatus, daysLeft, keyCode } from '@/features/funding-calls/rules'
import type { ContentParams } from '@/lib/contentId'
import { findDetail, loadDetail } from '@/lib/loadDetail'
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
        <CallBadges
          locale={locale}
          call={call}
          status={status}
          left={left}
          names={names}
          check={check}
        />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {call.fundName}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{call.shortDescription}</p>
        {status !== 'closed' && (
          <CallActions
            locale={locale}
            id={call.id}
            t={t}
            follow={alerts('links.follow')}
            booking={booking('links.call')}
            ask={contact('ask.title')}
          />
        )}
        <CallFacts locale={locale} call={call} t={t} names={names} />
        <CallDescription text={call.fullDescription} t={t} />
        <CallCodes codes={codes} names={{ nkd2007: names2007, nkd2025: names2025 }} t={t} />
        <ChangeHistory locale={locale} entries={history} />
      </article>
      <AskAboutCall locale={locale} call={{ id: call.id, name: call.fundName }} />
      <ContactCta title={content('ctaTitle')} text={t('ctaText')} button={content('contactUs')} />
    </PageContainer>
  )
}
