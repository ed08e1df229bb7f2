import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BackLink } from '@/components/ui/BackLink'
import { DetailImage } from '@/components/ui/DetailImage'
import { JsonLd } from '@/components/ui/JsonLd'
import { PageContainer } from '@/components/ui/PageContainer'
import { ContactCta } from '@/features/contact/components'
import { DeadlineBadge } from '@/features/funding-calls/components'
import { FundingBadge } from '@/features/funding-calls/components'
import { ChangeHistory, FundingDescription } from '@/features/funding-calls/components'
import { getCallHistory, getFundingCall } from '@/features/funding-calls/queries'
import type { ContentParams } from '@/lib/contentId'
import { loadDetail } from '@/lib/loadDetail'
import { pageMetadata } from '@/seo/metadata'
import { breadcrumbList } from '@/seo/structuredData'
import { getEnv } from '@/server/env'

const listPath = '/otvoreni-natjecaji'

export const revalidate = 600

// Rendered on first visit, then cached until an edit expires its tags.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: ContentParams): Promise<Metadata> {
  const { locale, item } = await loadDetail(params, listPath, getFundingCall)
  return pageMetadata({
    locale,
    path: `/natjecaj/${item.id}`,
    title: item.fundName,
    description: item.shortDescription,
    image: item.image?.ogUrl,
  })
}

export default async function FundingCallPage({ params }: ContentParams) {
  const { locale, item: call } = await loadDetail(params, listPath, getFundingCall)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'FundingCalls' })
  const content = await getTranslations({ locale, namespace: 'Content' })
  const history = await getCallHistory(locale, call.id)
  return (
    <PageContainer narrow>
      <JsonLd
        data={breadcrumbList(getEnv().SITE_URL, locale, [
          { name: content('breadcrumbHome'), path: '/' },
          { name: t('title'), path: listPath },
          { name: call.fundName, path: `/natjecaj/${call.id}` },
        ])}
      />
      <BackLink href={listPath} label={t('back')} />
      <article className="mt-8">
        <DetailImage image={call.image} />
        <div className="mt-8 flex flex-wrap gap-2">
          <DeadlineBadge locale={locale} call={call} />
          {call.funding && <FundingBadge locale={locale} funding={call.funding} />}
        </div>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {call.fundName}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{call.shortDescription}</p>
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
            <ul className="mt-4 flex flex-wrap gap-2">
              {call.nkdCodes.map((code) => (
                <li
                  key={code}
                  className="rounded-md bg-slate-100 px-3 py-1 font-mono text-sm text-slate-800"
                >
                  {code}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-slate-700">{t('nkdNone')}</p>
          )}
        </section>
        <ChangeHistory locale={locale} entries={history} />
      </article>
      <ContactCta title={content('ctaTitle')} text={t('ctaText')} button={content('contactUs')} />
    </PageContainer>
  )
}
