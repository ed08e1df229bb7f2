import type { Payload } from 'payload'

import { mayHandleLeads } from '@/access/handlesLeads'
import { adminLanguage } from '@/i18n/adminLanguage'
import { officeLocale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { zagrebDay, zagrebZone } from '@/lib/zagreb'

import { stageLabels } from '../pipeline/fields'
import { dueLeads } from '../pipeline/dueLeads'
import { followUpState, leadStages } from '../rules'

type Props = {
  payload: Payload
  user?: { id?: number | string; role?: string | null; seesLeads?: boolean | null } | null
  i18n?: { language?: string }
}

/** Today's date in Zagreb, read when the view renders (a server render per request). */
const todayInZagreb = () => zagrebDay(new Date())

/**
 * The leads list's pipeline in /admin: how many leads are at each stage (each a link to the list
 * filtered by it), the new leads nobody has taken yet, and the signed-in adviser's follow-ups
 * due, overdue first, each linking to its lead. Plain links and a server render: no client code.
 */
export async function PipelineOverview({ payload, user, i18n }: Props) {
  if (!mayHandleLeads(user)) return null
  const language = adminLanguage({ i18n })
  const t = translator(language, 'PipelineAdmin')
  const today = todayInZagreb()
  const base = `${payload.config.routes.admin}/collections/leads`
  const [counts, unassigned, mine] = await Promise.all([
    Promise.all(
      leadStages.map((stage) =>
        payload.count({
          collection: 'leads',
          where: { stage: { equals: stage } },
          overrideAccess: true,
        }),
      ),
    ),
    payload.count({
      collection: 'leads',
      where: { and: [{ stage: { equals: 'new' } }, { adviser: { exists: false } }] },
      overrideAccess: true,
    }),
    user?.id === undefined ? [] : dueLeads(payload, today, user.id),
  ])
  const dayFormat = new Intl.DateTimeFormat(officeLocale[language], {
    dateStyle: 'medium',
    timeZone: zagrebZone,
  })
  const filtered = (query: Record<string, string>) => `${base}?${new URLSearchParams(query)}`
  return (
    <section id="lead-pipeline" aria-labelledby="lead-pipeline-title" style={{ marginBottom: 32 }}>
      <h2 id="lead-pipeline-title">{t('title')}</h2>
      <p>{t('hint')}</p>
      <h3 id="lead-pipeline-stages">{t('stages')}</h3>
      <ul
        aria-labelledby="lead-pipeline-stages"
        style={{ display: 'flex', gap: 16, flexWrap: 'wrap', listStyle: 'none', padding: 0 }}
      >
        {leadStages.map((stage, index) => (
          <li key={stage}>
            <a href={filtered({ 'where[stage][equals]': stage })} data-stage={stage}>
              {stageLabels[stage][language]}: <strong>{counts[index]!.totalDocs}</strong>
            </a>
          </li>
        ))}
        <li>
          <a
            href={filtered({
              'where[and][0][stage][equals]': 'new',
              'where[and][1][adviser][exists]': 'false',
            })}
          >
            {t('unassigned')}: <strong>{unassigned.totalDocs}</strong>
          </a>
        </li>
      </ul>
      <h3 id="lead-pipeline-mine">{t('mine')}</h3>
      {mine.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <table className="table" aria-labelledby="lead-pipeline-mine">
          <thead>
            <tr>
              <th scope="col">{t('who')}</th>
              <th scope="col">{t('company')}</th>
              <th scope="col">{t('stage')}</th>
              <th scope="col">{t('due')}</th>
              <th scope="col">{t('state')}</th>
            </tr>
          </thead>
          <tbody>
            {mine.map((lead) => {
              const overdue = followUpState(lead.followUp, today) === 'overdue'
              return (
                <tr key={lead.id} data-lead={lead.id}>
                  <td>
                    <a href={`${base}/${lead.id}`}>
                      {[lead.firstName, lead.lastName].filter(Boolean).join(' ')}
                    </a>
                  </td>
                  <td>{lead.company ?? ''}</td>
                  <td>{stageLabels[lead.stage ?? 'new'][language]}</td>
                  <td>{lead.followUp ? dayFormat.format(new Date(lead.followUp)) : ''}</td>
                  <td>{overdue ? <strong>{t('overdue')}</strong> : t('today')}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </section>
  )
}
