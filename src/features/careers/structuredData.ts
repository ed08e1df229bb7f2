import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/seo/alternates'
import { zagrebDayBounds } from '@/lib/zagreb'

import type { JobDetail } from './jobs'
import { schemaEmploymentType } from './rules/employment'

type Firm = {
  name: string
  siteUrl: string
  address: {
    street?: string | null
    postalCode?: string | null
    city?: string | null
  }
}

/**
 * schema.org JobPosting of an opening (what job search engines read): the description as HTML,
 * posted when it was created, valid through the end of its closing day in Zagreb, at the firm's
 * office in Croatia.
 */
export function jobPosting(locale: Locale, job: JobDetail, firm: Firm) {
  const { address } = firm
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: convertLexicalToHTML({
      data: job.description as unknown as SerializedEditorState,
      disableContainer: true,
    }),
    inLanguage: locale,
    url: new URL(localizedPath(locale, `/careers/${job.id}`), firm.siteUrl).toString(),
    datePosted: job.createdAt,
    validThrough: zagrebDayBounds(new Date(job.closingDate)).end.toISOString(),
    employmentType: schemaEmploymentType[job.employmentType],
    directApply: true,
    hiringOrganization: { '@type': 'Organization', name: firm.name, sameAs: firm.siteUrl },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(address.street ? { streetAddress: address.street } : {}),
        ...(address.postalCode ? { postalCode: address.postalCode } : {}),
        addressLocality: address.city || job.location,
        addressCountry: 'HR',
      },
    },
  }
}
