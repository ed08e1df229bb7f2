/**
 * How a page lays out its blocks: `full` gives each block the page's whole width (the home and
 * service pages), `contained` sets them in the content column (careers, resources), `document`
 * in the narrow reading column (the legal pages).
 */
export const pageTemplates = ['full', 'contained', 'document'] as const
export type PageTemplate = (typeof pageTemplates)[number]
