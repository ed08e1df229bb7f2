import { adminLanguage } from '@/i18n/adminLanguage'
import { namespaceMessages } from '@/i18n/translator'

import { PersonalDataRequestsClient } from './PersonalDataRequests.client'

/**
 * The personal data requests above their audit in /admin: the browser part
 * (PersonalDataRequests.client) given the `PrivacyAdmin` messages of the admin language, that
 * namespace alone (the address and counts are put into them in the browser).
 */
export function PersonalDataRequests({ i18n }: { i18n?: { language?: string } }) {
  const language = adminLanguage({ i18n })
  return (
    <PersonalDataRequestsClient
      language={language}
      messages={namespaceMessages(language, 'PrivacyAdmin')}
    />
  )
}
