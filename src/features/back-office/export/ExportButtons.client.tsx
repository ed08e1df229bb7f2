'use client'

import { Button, useConfig } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { useId } from 'react'

import { exportHref } from './exportLink'

/** The buttons' words in the admin language (the `ExportAdmin` messages), from the server. */
export type ExportWords = { csv: string; xlsx: string; note: string }

/**
 * "Export CSV" / "Export XLSX" above a list in /admin (leads, bookings): links to the list's
 * export with the list's current filter, search and sort, read from the address the list keeps
 * them in. The server sends the file as a download.
 */
export function ExportButtonsClient({
  collectionSlug,
  words,
}: {
  collectionSlug: string
  words: ExportWords
}) {
  const params = useSearchParams()
  const { config } = useConfig()
  const noteId = useId()
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
          {words[format]}
        </Button>
      ))}
      <span id={noteId} style={{ color: 'var(--theme-elevation-600)' }}>
        {words.note}
      </span>
    </div>
  )
}
