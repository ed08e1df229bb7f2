import type { Locale } from '@/i18n/locales'

/**
 * DEMO CONTENT. The brand, address and links below are invented for the demo site; the firm
 * replaces them in /admin (Postavke stranice / Site settings).
 */
export const demoSiteSettings = {
  brandName: 'Fondium',
  contact: {
    email: 'info@fondium.example',
    phone: '+385 31 200 300',
    street: 'Europska avenija 12',
    postalCode: '31000',
    city: 'Osijek',
  },
  social: {
    linkedin: 'https://www.linkedin.com/',
    instagram: 'https://www.instagram.com/',
    facebook: 'https://www.facebook.com/',
  },
  product: { label: 'Fondium Radar', url: 'https://radar.fondium.example/' },
}

export const demoLocalizedSettings: Record<Locale, { description: string; country: string }> = {
  hr: {
    description:
      'Pomažemo poduzetnicima u Hrvatskoj pronaći prava bespovratna sredstva iz EU i nacionalnih ' +
      'izvora te pripremiti prijave koje prolaze, od poslovnog plana do zadnjeg priloga.',
    country: 'Hrvatska',
  },
  en: {
    description:
      'We help businesses in Croatia find the right EU and national grants and prepare ' +
      'applications that succeed, from the business plan to the last attachment.',
    country: 'Croatia',
  },
  de: {
    description:
      'Wir helfen Unternehmen in Kroatien, die passenden EU- und nationalen Fördermittel zu ' +
      'finden, und bereiten Anträge vor, die überzeugen – vom Businessplan bis zur letzten Anlage.',
    country: 'Kroatien',
  },
}
