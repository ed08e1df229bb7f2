import { adminLanguage } from '@/i18n/adminLanguage'
import { translator } from '@/i18n/translator'

import { ExportButtonsClient } from './ExportButtons.client'

/**
 * The export buttons above a list in /admin (leads, bookings): the browser part
 * (ExportButtons.client, which reads the list's filter from the address) given its words in
 * the admin language, so that the browser gets those three words and no message file.
 */
export function ExportButtons({
  collectionSlug,
  i18n,
}: {
  collectionSlug: string
  i18n?: { language?: string }
}) {
  const t = translator(adminLanguage({ i18n }), 'ExportAdmin')
  return (
    <ExportButtonsClient
      collectionSlug={collectionSlug}
      words={{ csv: t('csv'), xlsx: t('xlsx'), note: t('note') }}
    />
  )
}
