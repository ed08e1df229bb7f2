import type { FeatureFrame } from '@/core/feature'

import { NewsletterBand } from './components/NewsletterBand'

/** The newsletter's band in the footer of every public page. */
export const frame: FeatureFrame = {
  footer: (locale) => <NewsletterBand locale={locale} />,
}
