/** The site's navigation model, shared by the navbar, the mobile menu and the footer. */
export const serviceSlugs = [
  'consultancy',
  'eu-business-plans',
  'financial-advisory',
  'eu-funding',
  'entrepreneur-consulting',
  'grant-business-plans',
] as const
export type ServiceSlug = (typeof serviceSlugs)[number]

export const resourceLinks = [
  { key: 'insights', href: '/insights' },
  { key: 'caseStudies', href: '/case-studies' },
  { key: 'downloads', href: '/resources' },
  { key: 'tools', href: '/tools' },
] as const

export const openTendersHref = '/otvoreni-natjecaji'
export const careersHref = '/careers'
export const alertsHref = '/alerts'

/** Section anchors of the home page. */
export const homeSections = [
  'home',
  'services',
  'funding-check',
  'about',
  'insights',
  'contact',
] as const
export type HomeSection = (typeof homeSections)[number]
