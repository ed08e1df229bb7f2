import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/seo/alternates'

import type { FundingCallDetail } from './fundingCalls'

/**
 * schema.org MonetaryGrant of a call: its name and description, the grant range in euro, the
 * funder (the programme's managing body), the official page, and the dates.
 */
export function callStructuredData(siteUrl: string, locale: Locale, call: FundingCallDetail) {
  const url = new URL(localizedPath(locale, `/natjecaj/${call.id}`), siteUrl).toString()
  const amount =
    call.amountMin !== null || call.amountMax !== null
      ? {
          '@type': 'MonetaryAmount',
          currency: 'EUR',
          ...(call.amountMin !== null ? { minValue: call.amountMin } : {}),
          ...(call.amountMax !== null ? { maxValue: call.amountMax } : {}),
        }
      : undefined
  const funderName = call.programme?.managingBody ?? call.programme?.name
  return {
    '@context': 'https://schema.org',
    '@type': 'MonetaryGrant',
    '@id': url,
    url,
    name: call.fundName,
    description: call.shortDescription,
    inLanguage: locale,
    ...(amount ? { amount } : {}),
    ...(funderName
      ? {
          funder: {
            '@type': 'Organization',
            name: funderName,
            ...(call.programme?.website ? { url: call.programme.website } : {}),
          },
        }
      : {}),
    ...(call.sourceUrl ? { sameAs: call.sourceUrl } : {}),
    ...(call.image ? { image: new URL(call.image.url, siteUrl).toString() } : {}),
    ...(call.opensAt ? { validFrom: call.opensAt } : {}),
    ...(call.deadline ? { validThrough: call.deadline } : {}),
    dateCreated: call.createdAt,
    dateModified: call.updatedAt,
  }
}
