import { describe, expect, it } from 'vitest'

import { articleData, breadcrumbList, professionalServiceData } from './structuredData'

describe('structured data', () => {
  it('lists breadcrumbs with absolute URLs in the page language', () => {
    const data = breadcrumbList('https://example.hr', 'en', [
      { name: 'Home', path: '/' },
      { name: 'Insights', path: '/insights' },
    ])
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.hr/en' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Insights',
        item: 'https://example.hr/en/insights',
      },
    ])
  })

  it('describes an article with its dates, image and publisher', () => {
    const data = articleData('https://example.hr', 'hr', {
      title: 'Naslov',
      description: 'Sažetak',
      path: '/insights/4',
      image: '/api/media/file/slika-1200x630.jpg',
      publishedDate: '2026-10-01T08:00:00.000Z',
      updatedAt: '2026-10-02T08:00:00.000Z',
      publisher: 'Fondium',
    })
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'Naslov',
      inLanguage: 'hr',
      mainEntityOfPage: 'https://example.hr/insights/4',
      image: ['https://example.hr/api/media/file/slika-1200x630.jpg'],
      datePublished: '2026-10-01T08:00:00.000Z',
    })
  })

  it('describes the firm with its address in Osijek, contact and profiles', () => {
    const data = professionalServiceData('https://example.hr', 'de', {
      name: 'Fondium',
      description: 'Beratung',
      contact: {
        email: 'info@example.hr',
        phone: '+385 31 000 000',
        street: 'Europska avenija 1',
        postalCode: '31000',
        city: 'Osijek',
        country: 'Kroatien',
      },
      sameAs: ['https://www.linkedin.com/company/example', null, undefined],
    })
    expect(data).toMatchObject({
      '@type': 'ProfessionalService',
      name: 'Fondium',
      url: 'https://example.hr/de',
      email: 'info@example.hr',
      telephone: '+385 31 000 000',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Europska avenija 1',
        postalCode: '31000',
        addressLocality: 'Osijek',
        addressCountry: 'HR',
      },
      sameAs: ['https://www.linkedin.com/company/example'],
    })
  })
})
