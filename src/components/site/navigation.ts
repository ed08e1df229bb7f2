/**
 * The services' slugs and the home page's sections. The features' links in the menus come from
 * their definitions (`site.links`, src/components/site/siteLinks.ts).
 */
export const serviceSlugs = [
  'consultancy',
  'eu-business-plans',
  'financial-advisory',
  'eu-funding',
  'entrepreneur-consulting',
  'grant-business-plans',
] as const
export type ServiceSlug = (typeof serviceSlugs)[number]

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
