import { adminLanguage } from '@/i18n/adminLanguage'
import { namespaceMessages } from '@/i18n/translator'

import { ImportReviewClient } from './ImportReview.client'

/**
 * The import review field in /admin: the browser part (ImportReview.client) given the
 * `CallImportsAdmin` messages of the admin language, that namespace alone (its counts are put
 * into them in the browser).
 */
export function ImportReview({ i18n }: { i18n?: { language?: string } }) {
  const language = adminLanguage({ i18n })
  return (
    <ImportReviewClient
      language={language}
      messages={namespaceMessages(language, 'CallImportsAdmin')}
    />
  )
}
