import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { bool, rows } from '@/server/sql'
import { adminLanguage } from '@/i18n/adminLanguage'
import { translator } from '@/i18n/translator'

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
  const t = translator(language, 'AlertsAdmin')
  return (
    <div className="field-type" id="alerts-not-relevant">
      <p className="field-label">{t('label')}</p>
      <p>{t('count', { n: Number(counts?.dismissed ?? 0), sent: Number(counts?.sent ?? 0) })}</p>
    </div>
  )
}
