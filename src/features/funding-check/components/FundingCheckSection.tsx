import { getTranslations } from 'next-intl/server'

import { Section } from '@/components/ui/Section'
import type { HomeCopy } from '@/features/home'
import { askAboutCallAnchor } from '@/features/contact/rules'
import { companySizes, counties } from '@/features/funding-calls/rules'
import { IslandMessages } from '@/i18n/IslandMessages'
import type { Locale } from '@/i18n/locales'

import { islandMessages } from './islandMessages'
import { FundingCheckForm } from './lazy.client'

/** The funding check: tax ID (OIB) and activity code (NKD) in, matching open calls out. */
export async function FundingCheckSection({
  locale,
  copy,
}: {
  locale: Locale
  copy: HomeCopy['fundingCheck']
}) {
  // The choices are named here, on the server, so the form's script carries no list of names.
  const names = await getTranslations({ locale, namespace: 'Catalogue' })
  const choices = {
    counties: counties.map((value) => ({ value, label: names(`counties.${value}`) })),
    sizes: companySizes.map((value) => ({ value, label: names(`applicants.${value}`) })),
  }
  return (
    <Section id="funding-check" title={copy.title} intro={copy.intro}>
      <IslandMessages pick={islandMessages.FundingCheckForm}>
        <FundingCheckForm
          locale={locale}
          copy={copy}
          choices={choices}
          askAnchor={askAboutCallAnchor}
        />
      </IslandMessages>
    </Section>
  )
}
