import type { Payload } from 'payload'

import { hasRole } from '@/access/roles'
import { adminLanguage } from '@/i18n/adminLanguage'
import type { Locale } from '@/i18n/locales'

import { flaggedListPath } from '../mail/editorsMail'

const labels: Record<Locale, string> = {
  hr: 'Natječaji za pregled',
  en: 'Calls to review',
  de: 'Ausschreibungen zur Prüfung',
}

const hints: Record<Locale, string> = {
  hr: 'Natječaji čija se službena stranica promijenila, premjestila ili nestala',
  en: 'Calls whose official page changed, moved or disappeared',
  de: 'Ausschreibungen, deren offizielle Seite sich geändert hat, umgezogen oder verschwunden ist',
}

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
  const language = adminLanguage({ i18n })
  const { totalDocs } = await payload.count({
    collection: 'funding-calls',
    where: { 'sourceCheck.flagged': { equals: true } },
    overrideAccess: true,
  })
  const href = flaggedListPath.replace(/^\/admin/, payload.config.routes.admin)
  return (
    <a className="nav__link" href={href} id="nav-flagged-calls" title={hints[language]}>
      <span className="nav__link-label">{`${labels[language]} (${totalDocs})`}</span>
    </a>
  )
}
