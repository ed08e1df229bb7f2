/** The home page's sections, by their anchors. */
export const homeSections = [
  'home',
  'services',
  'funding-check',
  'about',
  'insights',
  'contact',
] as const
export type HomeSection = (typeof homeSections)[number]
