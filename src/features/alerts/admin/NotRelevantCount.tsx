import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { bool, rows } from '@/server/sql'
import { adminLanguage } from '@/i18n/adminLanguage'
import type { Locale } from '@/i18n/locales'

const words: Record<Locale, { label: string; count: (n: number, sent: number) => string }> = {
  hr: {
    label: 'Obavijesti: nije relevantno',
    count: (n, sent) =>
      `${n} od ${sent} pretplatnika kojima je natječaj poslan označilo ga je kao nerelevantnog. Mnogo takvih oznaka znači da šifre djelatnosti ili filtri natječaja možda nisu dobro postavljeni.`,
  },
  en: {
    label: 'Alerts: not relevant',
    count: (n, sent) =>
      `${n} of the ${sent} subscribers mailed this call marked it not relevant. Many such marks suggest its activity codes or filters may be tagged poorly.`,
  },
  de: {
    label: 'Benachrichtigungen: nicht relevant',
    count: (n, sent) =>
      `${n} von ${sent} Abonnenten, denen diese Ausschreibung zugeschickt wurde, haben sie als nicht relevant markiert. Viele solche Markierungen deuten auf ungenaue Tätigkeitscodes oder Filter hin.`,
  },
}

type Props = { payload: Payload; id?: number | string; i18n?: { language?: string } }

/**
 * The call's sidebar in /admin: how many alert subscribers it was mailed to, and how many of
 * them found it not relevant (a sign of poor tagging). A server component reading two counts.
 */
export async function NotRelevantCount({ payload, id, i18n }: Props) {
  if (id === undefined || !/^\d+$/.test(String(id))) return null
  const language = adminLanguage({ i18n })
  const [counts] = await rows<{ sent: number | string; dismissed: number | string }>(
    payload,
    sql`SELECT COUNT(DISTINCT CASE WHEN status = 'sent' THEN alert_id END) AS sent,
               COUNT(DISTINCT CASE WHEN not_relevant = ${bool(payload, true)} THEN alert_id END) AS dismissed
        FROM alert_deliveries WHERE call_id = ${Number(id)}`,
  )
  const copy = words[language]
  return (
    <div className="field-type" id="alerts-not-relevant">
      <p className="field-label">{copy.label}</p>
      <p>{copy.count(Number(counts?.dismissed ?? 0), Number(counts?.sent ?? 0))}</p>
    </div>
  )
}
