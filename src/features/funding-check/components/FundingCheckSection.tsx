import { Section } from '@/components/ui/Section'
import type { HomeCopy } from '@/copy/home'
import type { Locale } from '@/i18n/locales'

import { FundingCheckForm } from './FundingCheckForm.client'

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
