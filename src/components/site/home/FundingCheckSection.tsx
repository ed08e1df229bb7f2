import type { HomeCopy } from '@/content/home'
import type { Locale } from '@/i18n/locales'

import { FundingCheckForm } from '../funding-check/FundingCheckForm.client'
import { Section } from './Section'

/** The funding check: tax ID (OIB) and activity code (NKD) in, matching open calls out. */
export function FundingCheckSection({
  locale,
  copy,
}: {
  locale: Locale
  copy: HomeCopy['fundingCheck']
}) {
  return (
    <Section id="funding-check" title={copy.title} intro={copy.intro}>
      <FundingCheckForm locale={locale} copy={copy} />
    </Section>
  )
}
