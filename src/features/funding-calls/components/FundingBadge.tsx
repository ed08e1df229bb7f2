import { Euro } from 'lucide'
import { getTranslations } from 'next-intl/server'

import { Badge } from '@/components/ui/Badge'
import { Icon } from '@/components/ui/Icon'
import type { Locale } from '@/i18n/locales'

/** The funding label of a call ("do 200.000 €"), when it has one. */
export async function FundingBadge({ locale, funding }: { locale: Locale; funding: string }) {
  const t = await getTranslations({ locale, namespace: 'FundingCalls' })
  return (
    <Badge tone="accent">
      <Icon icon={Euro} className="size-4" />
      {t('funding', { amount: funding })}
    </Badge>
  )
}
