'use client'

import { Button, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import type { ReportEntry } from '../rules/report'

import './ImportReview.css'

type Language = 'hr' | 'en' | 'de'
type Outcome = ReportEntry['outcome']

const texts = {
  hr: {
    beforeUpload:
      'Odaberite izvor i datoteku te spremite: prikazat će se pregled bez ikakve promjene kataloga.',
    summary: 'Pregled uvoza',
    outcomes: {
      new: 'Novi',
      changed: 'Izmijenjen',
      unchanged: 'Nepromijenjen',
      rejected: 'Odbijen',
    },
    show: 'Prikaži',
    all: 'Sve osim nepromijenjenih',
    line: 'Redak',
    id: 'Oznaka',
    outcome: 'Ishod',
    details: 'Pojedinosti',
    none: 'Nema redaka za prikaz.',
    more: 'Prikazano prvih {shown} od {count} redaka.',
    apply: 'Primijeni uvoz ({count} natječaja)',
    applying: 'Primjenjujem…',
    nothing: 'Nema novih ni izmijenjenih natječaja: primjena ne bi ništa promijenila.',
    applied: 'Uvoz je primijenjen: {created} novih, {changed} izmijenjenih natječaja.',
    failed: 'Uvoz nije primijenjen, katalog je nepromijenjen.',
    rejectedNote:
      'Odbijeni redci ({count}) neće biti uvezeni; ispravite ih i pošaljite datoteku ponovno.',
    export: 'Izvoz kataloga',
  },
  en: {
    beforeUpload:
      'Choose a source and a file and save: you will see a preview, without any change to the catalogue.',
    summary: 'Import preview',
    outcomes: { new: 'New', changed: 'Changed', unchanged: 'Unchanged', rejected: 'Rejected' },
    show: 'Show',
    all: 'All but unchanged',
    line: 'Line',
    id: 'Id',
    outcome: 'Outcome',
    details: 'Details',
    none: 'No rows to show.',
    more: 'Showing the first {shown} of {count} rows.',
    apply: 'Apply the import ({count} calls)',
    applying: 'Applying…',
    nothing: 'No new or changed calls: applying would change nothing.',
    applied: 'The import was applied: {created} new, {changed} changed calls.',
    failed: 'The import was not applied; the catalogue is unchanged.',
    rejectedNote:
      'Rejected rows ({count}) will not be imported; correct them and upload the file again.',
    export: 'Export the catalogue',
  },
  de: {
    beforeUpload:
      'Wählen Sie Quelle und Datei und speichern Sie: Sie sehen eine Vorschau, ohne dass sich der Katalog ändert.',
    summary: 'Importvorschau',
    outcomes: { new: 'Neu', changed: 'Geändert', unchanged: 'Unverändert', rejected: 'Abgelehnt' },
    show: 'Anzeigen',
    all: 'Alle außer unveränderten',
    line: 'Zeile',
    id: 'Kennung',
    outcome: 'Ergebnis',
    details: 'Einzelheiten',
    none: 'Keine Zeilen anzuzeigen.',
    more: 'Die ersten {shown} von {count} Zeilen werden angezeigt.',
    apply: 'Import anwenden ({count} Ausschreibungen)',
    applying: 'Wird angewendet…',
    nothing: 'Keine neuen oder geänderten Ausschreibungen: Anwenden würde nichts ändern.',
    applied: 'Der Import wurde angewendet: {created} neue, {changed} geänderte Ausschreibungen.',
    failed: 'Der Import wurde nicht angewendet; der Katalog ist unverändert.',
    rejectedNote:
      'Abgelehnte Zeilen ({count}) werden nicht importiert; korrigieren Sie sie und laden Sie die Datei erneut hoch.',
    export: 'Katalog exportieren',
  },
} as const

/** Names of the fields a change lists. */
const fieldNames: Record<string, Record<Language, string>> = {
  fundName: { hr: 'naziv', en: 'name', de: 'Bezeichnung' },
  shortDescription: { hr: 'kratki opis', en: 'short description', de: 'Kurzbeschreibung' },
  fullDescription: { hr: 'opis', en: 'description', de: 'Beschreibung' },
  amountNote: { hr: 'napomena o iznosu', en: 'note on the amount', de: 'Hinweis zum Betrag' },
  programme: { hr: 'program', en: 'programme', de: 'Programm' },
  opensAt: { hr: 'otvaranje', en: 'opening', de: 'Öffnung' },
  deadline: { hr: 'rok', en: 'deadline', de: 'Frist' },
  amountMin: { hr: 'najmanji iznos', en: 'minimum', de: 'Mindestbetrag' },
  amountMax: { hr: 'najveći iznos', en: 'maximum', de: 'Höchstbetrag' },
  aidIntensityMax: { hr: 'intenzitet', en: 'aid intensity', de: 'Beihilfeintensität' },
  applicantTypes: { hr: 'prijavitelji', en: 'applicants', de: 'Antragsberechtigte' },
  counties: { hr: 'županije', en: 'counties', de: 'Gespanschaften' },
  nkd2007: { hr: 'NKD 2007', en: 'NKD 2007', de: 'NKD 2007' },
  nkd2025: { hr: 'NKD 2025', en: 'NKD 2025', de: 'NKD 2025' },
  sourceUrl: { hr: 'izvor', en: 'source', de: 'Quelle' },
}

/** Rows listed at once; the counts above tell the rest. */
const shownRows = 500

const fill = (text: string, values: Record<string, number>) =>
  Object.entries(values).reduce(
    (result, [key, value]) => result.replace(`{${key}}`, value.toLocaleString()),
    text,
  )

type SavedImport = {
  status?: string
  created?: number
  changed?: number
  rejected?: number
  report?: ReportEntry[]
}

/**
 * The preview of an uploaded call import in /admin: what each line would do (filterable), and
 * the button that applies it. Before the first save it says what saving does.
 */
export function ImportReview() {
  const { id, savedDocumentData } = useDocumentInfo()
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const router = useRouter()
  const language: Language =
    (['hr', 'en', 'de'] as const).find((code) => code === i18n.language) ?? 'hr'
  const t = texts[language]
  const [show, setShow] = useState<Outcome | 'all'>('all')
  const [state, setState] = useState<'idle' | 'applying' | 'done' | 'failed'>('idle')
  const [message, setMessage] = useState('')
  const filterId = useId()
  const api = `${config.serverURL ?? ''}${config.routes.api}`
  const exportLinks = (
    <p className="import-review__export">
      {t.export}:{' '}
      {(['csv', 'xlsx', 'json'] as const).map((format, index) => (
        <span key={format}>
          {index > 0 ? ' · ' : ''}
          <a href={`${api}/funding-calls-export?format=${format}`} download>
            {format.toUpperCase()}
          </a>
        </span>
      ))}
    </p>
  )
  if (!id) {
    return (
      <div className="field-type">
        <p>{t.beforeUpload}</p>
        {exportLinks}
      </div>
    )
  }
  const saved = (savedDocumentData ?? {}) as SavedImport
  const report = saved.report ?? []
  const listed = report.filter((entry) =>
    show === 'all' ? entry.outcome !== 'unchanged' : entry.outcome === show,
  )
  const toApply = (saved.created ?? 0) + (saved.changed ?? 0)

  async function apply() {
    setState('applying')
    setMessage('')
    try {
      const response = await fetch(`${api}/call-imports/${id}/apply`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Accept-Language': language },
      })
      const body = (await response.json().catch(() => ({}))) as {
        created?: number
        changed?: number
        error?: string
      }
      if (!response.ok) {
        setState('failed')
        setMessage(`${t.failed} ${body.error ?? ''}`.trim())
        return
      }
      setState('done')
      setMessage(fill(t.applied, { created: body.created ?? 0, changed: body.changed ?? 0 }))
      router.refresh()
    } catch {
      setState('failed')
      setMessage(t.failed)
    }
  }

  return (
    <section className="field-type import-review" aria-labelledby={`${filterId}-title`}>
      <h3 id={`${filterId}-title`}>{t.summary}</h3>
      {saved.rejected ? <p>{fill(t.rejectedNote, { count: saved.rejected })}</p> : null}
      {saved.status === 'previewed' && state !== 'done' ? (
        toApply > 0 ? (
          <Button onClick={apply} disabled={state === 'applying'} buttonStyle="primary">
            {state === 'applying' ? t.applying : fill(t.apply, { count: toApply })}
          </Button>
        ) : (
          <p>{t.nothing}</p>
        )
      ) : null}
      <p role="status" aria-live="polite" className="import-review__result">
        {state === 'done' ? message : ''}
      </p>
      {state === 'failed' ? (
        <p role="alert" className="import-review__error">
          {message}
        </p>
      ) : null}
      <p>
        <label htmlFor={filterId}>{t.show}: </label>
        <select
          id={filterId}
          value={show}
          onChange={(event) => setShow(event.target.value as Outcome | 'all')}
        >
          <option value="all">{t.all}</option>
          {(['new', 'changed', 'unchanged', 'rejected'] as const).map((outcome) => (
            <option key={outcome} value={outcome}>
              {t.outcomes[outcome]}
            </option>
          ))}
        </select>
      </p>
      {listed.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <table className="import-review__table">
          <thead>
            <tr>
              <th scope="col">{t.line}</th>
              <th scope="col">{t.id}</th>
              <th scope="col">{t.outcome}</th>
              <th scope="col">{t.details}</th>
            </tr>
          </thead>
          <tbody>
            {listed.slice(0, shownRows).map((entry) => (
              <tr key={entry.line} data-outcome={entry.outcome}>
                <td>{entry.line}</td>
                <td>{entry.id}</td>
                <td>{t.outcomes[entry.outcome]}</td>
                <td>
                  {entry.outcome === 'rejected'
                    ? entry.reasons?.join(' ')
                    : entry.fields
                        ?.map((field) => fieldNames[field]?.[language] ?? field)
                        .join(', ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {listed.length > shownRows ? (
        <p>{fill(t.more, { shown: shownRows, count: listed.length })}</p>
      ) : null}
      {exportLinks}
    </section>
  )
}
