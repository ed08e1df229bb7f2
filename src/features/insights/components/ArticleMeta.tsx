import { CalendarDays, Clock } from 'lucide'
import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/Icon'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/formatDate'

/** Date and reading time of an article. */
export async function ArticleMeta({
  locale,
  publishedDate,
  readingTime,
}: {
  locale: Locale
  publishedDate: string
  readingTime: number | null
}) {
  const t = await getTranslations({ locale, namespace: 'Insights' })
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
      <span className="inline-flex items-center gap-1.5">
        <Icon icon={CalendarDays} className="size-4" />
        <time dateTime={publishedDate}>{formatDate(locale, publishedDate)}</time>
      </span>
      {readingTime !== null && (
        <span className="inline-flex items-center gap-1.5">
          <Icon icon={Clock} className="size-4" />
          {t('readingTime', { minutes: readingTime })}
        </span>
      )}
    </p>
  )
}
