/** The six services, each with its page (`/services/<slug>`), in the menus' order. */
export const serviceSlugs = [
  'consultancy',
  'eu-business-plans',
  'financial-advisory',
  'eu-funding',
  'entrepreneur-consulting',
  'grant-business-plans',
] as const
export type ServiceSlug = (typeof serviceSlugs)[number]
