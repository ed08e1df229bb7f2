import type { Payload } from 'payload'

import { hasRole } from '@/access/roles'
import { adminLanguage } from '@/i18n/adminLanguage'
import { translator } from '@/i18n/translator'

import { flaggedListPath } from '../mail/editorsMail'

type Props = {
  payload: Payload
  user?: { role?: string | null } | null
  i18n?: { language?: string }
}

/**
 * The admin menu's link to the calls flagged by the source check ("needs review"), with how
 * many there are: the funding-calls list filtered on the flag. Editors and admins only. A plain
 * link (a full page load): it stays a server component with no client code of its own.
 */
export async function FlaggedCallsLink({ payload, user, i18n }: Props) {
  if (!hasRole(user, 'editor', 'admin')) return null
  const t = translator(adminLanguage({ i18n }), 'SourceMonitoringAdmin')
  const { totalDocs } = await payload.count({
    collection: 'funding-calls',
    where: { 'sourceCheck.flagged': { equals: true } },
    overrideAccess: true,
  })
  const href = flaggedListPath.replace(/^\/admin/, payload.config.routes.admin)
  return (
    <a className="nav__link" href={href} id="nav-flagged-calls" title={t('hint')}>
      <span className="nav__link-label">{`${t('link')} (${totalDocs})`}</span>
    </a>
  )
}
