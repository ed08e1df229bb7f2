'use client'

import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { useId } from 'react'

import { exportHref } from './exportLink'

const words = {
  hr: {
    csv: 'Izvezi CSV',
    xlsx: 'Izvezi XLSX',
    note: 'Svi retci s trenutačnim filtrom i poretkom.',
  },
  en: {
    csv: 'Export CSV',
    xlsx: 'Export XLSX',
    note: 'Every row, with the current filter and sort.',
  },
  de: {
    csv: 'CSV exportieren',
    xlsx: 'XLSX exportieren',
    note: 'Alle Zeilen, mit dem aktuellen Filter und der Sortierung.',
  },
} as const

/**
 * "Export CSV" / "Export XLSX" above a list in /admin (leads, bookings): links to the list's
 * export with the list's current filter, search and sort, read from the address the list keeps
 * them in. The server sends the file as a download.
 */
export function ExportButtons({ collectionSlug }: { collectionSlug: string }) {
  const params = useSearchParams()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const noteId = useId()
  const language = (['hr', 'en', 'de'] as const).find((code) => code === i18n.language) ?? 'hr'
  const t = words[language]
  const api = `${config.serverURL ?? ''}${config.routes.api}`
  return (
    <div
      className="export-buttons"
      data-testid="export-buttons"
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 16 }}
    >
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          el="anchor"
          url={exportHref(api, collectionSlug, format, new URLSearchParams(params.toString()))}
          buttonStyle="secondary"
          size="small"
          margin={false}
          extraButtonProps={{ 'aria-describedby': noteId, download: '' }}
        >
          {t[format]}
        </Button>
      ))}
      <span id={noteId} style={{ color: 'var(--theme-elevation-600)' }}>
        {t.note}
      </span>
    </div>
  )
}
