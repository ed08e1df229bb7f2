import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteFrame } from '@/components/site/SiteFrame'
import { resolveLocale, type LocaleParams } from '@/lib/pageParams'

export default async function SiteLayout({
  children,
  params,
}: LocaleParams & { children: ReactNode }) {
  const locale = await resolveLocale(params)
  setRequestLocale(locale)
  return <SiteFrame locale={locale}>{children}</SiteFrame>
}
