import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BackLink } from '@/components/ui/BackLink'
import { JsonLd } from '@/components/ui/JsonLd'
import { PageContainer } from '@/components/ui/PageContainer'
import { RichContent } from '@/components/ui/RichContent'
import { jobPosting } from '@/features/careers'
import { ApplicationForm, JobFacts } from '@/features/careers/components'
import { getOpenJob } from '@/features/careers/queries'
import type { ContentParams } from '@/lib/contentId'
import { formatDate } from '@/lib/formatDate'
import { findDetail, loadDetail } from '@/lib/loadDetail'
import { pageMetadata } from '@/seo/metadata'
import { breadcrumbList } from '@/seo/structuredData'
import { getEnv } from '@/server/env'
import { getBrandName, getSiteSettings } from '@/site-settings/getSiteSettings'

const listPath = '/careers'

export const revalidate = 600

// Rendered on first visit, then cached until an edit expires its tags.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: ContentParams): Promise<Metadata> {
  const { locale, item } = await findDetail(params, getOpenJob)
  if (!item) return {}
  const t = await getTranslations({ locale, namespace: 'Careers' })
  return pageMetadata({
    locale,
    path: `/careers/${item.id}`,
    title: item.title,
    description: t('metaDescription', {
      title: item.title,
      location: item.location,
      date: formatDate(locale, item.closingDate),
    }),
  })
}

export default async function JobPage({ params }: ContentParams) {
  const { locale, item: job } = await loadDetail(params, listPath, getOpenJob)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Careers' })
  const content = await getTranslations({ locale, namespace: 'Content' })
  const navbar = await getTranslations({ locale, namespace: 'Navbar' })
  const { contact } = await getSiteSettings(locale)
  const siteUrl = getEnv().SITE_URL
  const path = `/careers/${job.id}`
  return (
    <PageContainer narrow>
      <JsonLd
        data={jobPosting(locale, job, {
          name: await getBrandName(locale),
          siteUrl,
          address: contact,
        })}
      />
      <JsonLd
        data={breadcrumbList(siteUrl, locale, [
          { name: content('breadcrumbHome'), path: '/' },
          { name: navbar('careers'), path: listPath },
          { name: job.title, path },
        ])}
      />
      <BackLink href={listPath} label={t('back')} />
      <article className="mt-8">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {job.title}
        </h1>
        <div className="mt-4">
          <JobFacts locale={locale} job={job} />
        </div>
        <div className="mt-8">
          <RichContent data={job.description as SerializedEditorState} />
        </div>
      </article>
      <ApplicationForm locale={locale} jobId={job.id} email={contact.email} />
    </PageContainer>
  )
}
