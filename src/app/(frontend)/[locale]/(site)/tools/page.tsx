import { Calculator, CalendarClock, ClipboardCheck } from 'lucide'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Icon } from '@/components/ui/Icon'
import { PageContainer } from '@/components/ui/PageContainer'
import { PageIntro } from '@/components/ui/PageIntro'
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
  const t = await getTranslations({ locale, namespace: 'Tools.meta' })
  return pageMetadata({ locale, path: '/tools', title: t('title'), description: t('description') })
}

export default async function ToolsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Tools' })
  const icon = 'size-6'
  return (
    <PageContainer>
      <PageIntro title={t('title')} intro={t('intro')}>
        <ToolsNav
          label={t('toolsNav')}
          tools={[
            { id: 'roi', title: t('roi.title') },
            { id: 'timeline', title: t('timeline.title') },
            { id: 'checklist', title: t('checklist.title') },
          ]}
        />
      </PageIntro>
      <ToolSection
        id="roi"
        title={t('roi.title')}
        intro={t('roi.intro')}
        icon={<Icon icon={Calculator} className={icon} />}
      >
        <RoiCalculator intlLocale={intlLocale[locale]} />
      </ToolSection>
      <ToolSection
        id="timeline"
        title={t('timeline.title')}
        intro={t('timeline.intro')}
        icon={<Icon icon={CalendarClock} className={icon} />}
      >
        <TimelineEstimator />
      </ToolSection>
      <ToolSection
        id="checklist"
        title={t('checklist.title')}
        intro={t('checklist.intro')}
        icon={<Icon icon={ClipboardCheck} className={icon} />}
      >
        <DocumentChecklist />
      </ToolSection>
      <ContactCta title={t('cta.title')} text={t('cta.text')} button={t('cta.button')} />
    </PageContainer>
  )
}
