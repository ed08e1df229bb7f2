import { Calculator, CalendarClock, ClipboardCheck } from 'lucide'
import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { Icon } from '@/components/ui/Icon'
import { PageContainer } from '@/components/ui/PageContainer'
import { PageIntro } from '@/components/ui/PageIntro'
import { getToolsCopy } from '@/features/tools'
import { ContactCta } from '@/features/contact/components'
import { DocumentChecklist } from '@/features/tools/components'
import { RoiCalculator } from '@/features/tools/components'
import { TimelineEstimator } from '@/features/tools/components'
import { ToolSection } from '@/features/tools/components'
import { ToolsNav } from '@/features/tools/components'
import { intlLocale } from '@/i18n/locales'
import { resolveLocale, type LocaleParams } from '@/lib/pageParams'
import { pageMetadata } from '@/seo/metadata'

// Only the three languages of generateStaticParams (src/app/(frontend)/[locale]/layout.tsx).
export const dynamicParams = false

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const { meta } = getToolsCopy(locale)
  return pageMetadata({ locale, path: '/tools', title: meta.title, description: meta.description })
}

export default async function ToolsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  setRequestLocale(locale)
  const copy = getToolsCopy(locale)
  const tag = intlLocale[locale]
  const icon = 'size-6'
  return (
    <PageContainer>
      <PageIntro title={copy.title} intro={copy.intro}>
        <ToolsNav
          label={copy.toolsNav}
          tools={[
            { id: 'roi', title: copy.roi.title },
            { id: 'timeline', title: copy.timeline.title },
            { id: 'checklist', title: copy.checklist.title },
          ]}
        />
      </PageIntro>
      <ToolSection
        id="roi"
        title={copy.roi.title}
        intro={copy.roi.intro}
        icon={<Icon icon={Calculator} className={icon} />}
      >
        <RoiCalculator copy={copy.roi} intlLocale={tag} />
      </ToolSection>
      <ToolSection
        id="timeline"
        title={copy.timeline.title}
        intro={copy.timeline.intro}
        icon={<Icon icon={CalendarClock} className={icon} />}
      >
        <TimelineEstimator copy={copy.timeline} intlLocale={tag} />
      </ToolSection>
      <ToolSection
        id="checklist"
        title={copy.checklist.title}
        intro={copy.checklist.intro}
        icon={<Icon icon={ClipboardCheck} className={icon} />}
      >
        <DocumentChecklist copy={copy.checklist} />
      </ToolSection>
      <ContactCta title={copy.cta.title} text={copy.cta.text} button={copy.cta.button} />
    </PageContainer>
  )
}
