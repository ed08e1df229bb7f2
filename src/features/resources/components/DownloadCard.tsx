import { Download, FileSpreadsheet, FileText } from 'lucide'
import { getTranslations } from 'next-intl/server'

import { Badge } from '@/components/ui/Badge'
import { CardMedia } from '@/components/ui/CardMedia'
import { Icon } from '@/components/ui/Icon'
import { IslandMessages } from '@/i18n/IslandMessages'
import type { Locale } from '@/i18n/locales'

import type { DownloadSummary } from '../downloads'
import { fileSize } from '../rules/formats'
import { islandMessages } from './islandMessages'
import { GatedDownload } from './lazy.client'

const formatIcons = { pdf: FileText, excel: FileSpreadsheet } as const

type Props = { locale: Locale; item: DownloadSummary; preload?: boolean }

/**
 * A guide or template: cover (or the format's icon), title, description, the document's
 * language and size. An open download is a link to the file; a gated one asks for a name and
 * an e-mail first (GatedDownload), which also works without JavaScript.
 */
export async function DownloadCard({ locale, item, preload }: Props) {
  const t = await getTranslations({ locale, namespace: 'Downloads' })
  const format = t(`formats.${item.format}`)
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {item.cover && <CardMedia image={item.cover} preload={preload} />}
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div className="flex items-center justify-between gap-4">
          <span
            aria-hidden
            className="grid size-12 place-items-center rounded-lg bg-brand-50 text-brand-800"
          >
            <Icon icon={formatIcons[item.format]} className="size-6" />
          </span>
          <Badge tone="muted">
            <span className="sr-only">{t('formatLabel')} </span>
            <span>{format}</span>
          </Badge>
        </div>
        <h2 className="text-xl font-semibold text-brand-900">{item.title}</h2>
        <p className="leading-7 text-slate-700">{item.description}</p>
        <p className="text-sm text-slate-600">
          {t('fileLanguage', { language: t(`languages.${item.language}`) })} ·{' '}
          {t('size', { size: fileSize(item.bytes, locale) })}
        </p>
        <div className="mt-auto border-t border-slate-200 pt-4">
          {item.gated ? (
            <IslandMessages pick={islandMessages.GatedDownload}>
              <GatedDownload locale={locale} id={item.id} title={item.title} format={format} />
            </IslandMessages>
          ) : (
            <a
              href={item.url}
              download
              className="inline-flex h-11 items-center justify-center gap-2 rounded-md bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <Icon icon={Download} className="size-4" />
              {t('download')} {format}
              <span className="sr-only">: {item.title}</span>
            </a>
          )}
        </div>
      </div>
    </li>
  )
}
