import type { Payload } from 'payload'

import { mayHandleLeads } from '@/access/handlesLeads'
import { adminLanguage } from '@/i18n/adminLanguage'
import type { Locale } from '@/i18n/locales'
import { zagrebDay, zagrebZone } from '@/lib/zagreb'

import { stageLabels } from '../pipeline/fields'
import { dueLeads } from '../pipeline/dueLeads'
import { followUpState, leadStages } from '../rules'

const words = {
  hr: {
    title: 'Tijek upita',
    stages: 'Upiti po fazama',
    unassigned: 'Novi upiti bez savjetnika',
    mine: 'Moji kontakti na redu',
    none: 'Nemate upita za kontakt danas ni zaostalih.',
    who: 'Osoba',
    company: 'Tvrtka',
    stage: 'Faza',
    due: 'Sljedeći kontakt',
    state: 'Stanje',
    overdue: 'Kasni',
    today: 'Danas',
    hint: 'Otvorite upit, upišite bilješku i novi datum sljedećeg kontakta ili promijenite fazu. Kasni kontakti su prvi; savjetnik ih svako jutro dobiva e-mailom.',
  },
  en: {
    title: 'Lead pipeline',
    stages: 'Leads by stage',
    unassigned: 'New leads without an adviser',
    mine: 'My follow-ups due',
    none: 'You have no follow-ups due today or overdue.',
    who: 'Person',
    company: 'Company',
    stage: 'Stage',
    due: 'Next follow-up',
    state: 'State',
    overdue: 'Overdue',
    today: 'Today',
    hint: 'Open a lead, add a note and the next follow-up date, or move its stage. Overdue follow-ups come first; advisers get them by e-mail every morning.',
  },
  de: {
    title: 'Anfragen-Pipeline',
    stages: 'Anfragen nach Phase',
    unassigned: 'Neue Anfragen ohne Berater',
    mine: 'Meine fälligen Wiedervorlagen',
    none: 'Sie haben heute keine fälligen oder überfälligen Wiedervorlagen.',
    who: 'Person',
    company: 'Unternehmen',
    stage: 'Phase',
    due: 'Nächste Wiedervorlage',
    state: 'Stand',
    overdue: 'Überfällig',
    today: 'Heute',
    hint: 'Öffnen Sie eine Anfrage, ergänzen Sie eine Notiz und die nächste Wiedervorlage oder ändern Sie die Phase. Überfällige zuerst; Berater erhalten sie jeden Morgen per E-Mail.',
  },
} as const

const localeTags: Record<Locale, string> = { hr: 'hr-HR', en: 'en-GB', de: 'de-DE' }

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
  const copy = words[language]
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
  const dayFormat = new Intl.DateTimeFormat(localeTags[language], {
    dateStyle: 'medium',
    timeZone: zagrebZone,
  })
  const filtered = (query: Record<string, string>) => `${base}?${new URLSearchParams(query)}`
  return (
    <section id="lead-pipeline" aria-labelledby="lead-pipeline-title" style={{ marginBottom: 32 }}>
      <h2 id="lead-pipeline-title">{copy.title}</h2>
      <p>{copy.hint}</p>
      <h3 id="lead-pipeline-stages">{copy.stages}</h3>
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
            {copy.unassigned}: <strong>{unassigned.totalDocs}</strong>
          </a>
        </li>
      </ul>
      <h3 id="lead-pipeline-mine">{copy.mine}</h3>
      {mine.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <table className="table" aria-labelledby="lead-pipeline-mine">
          <thead>
            <tr>
              <th scope="col">{copy.who}</th>
              <th scope="col">{copy.company}</th>
              <th scope="col">{copy.stage}</th>
              <th scope="col">{copy.due}</th>
              <th scope="col">{copy.state}</th>
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
                  <td>{overdue ? <strong>{copy.overdue}</strong> : copy.today}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </section>
  )
}
