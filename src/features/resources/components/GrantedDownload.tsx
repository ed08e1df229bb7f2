import { getTranslations } from 'next-intl/server'

import type { ResultQuery } from '@/forms/results'
import type { Locale } from '@/i18n/locales'
import { parseContentId } from '@/lib/contentId'

import { getDownloads } from '../queries'

/** The link a granted download request gives: the file, opened by its grant. */
export async function grantedDownload(locale: Locale, query: ResultQuery) {
  const downloadId = parseContentId(query.get('download') ?? '')
  const grant = query.get('grant')
  if (downloadId === null || !grant || !/^[\w.-]{1,120}$/.test(grant)) return null
  const download = (await getDownloads(locale)).find((item) => item.id === downloadId)
  if (!download) return null
  const t = await getTranslations({ locale, namespace: 'Downloads' })
  return (
    <p className="mt-6">
      <a
        href={`${download.url}?grant=${encodeURIComponent(grant)}`}
        download
        className="inline-flex h-12 items-center justify-center rounded-md bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('grantedLink', { title: download.title })}
      </a>
    </p>
  )
}
