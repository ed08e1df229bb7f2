'use client'

import { Button, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useId, useState } from 'react'

import type { ReportEntry } from '../rules/report'
import {
  fieldNames,
  fill,
  shownRows,
  texts,
  type Language,
  type Outcome,
  type Texts,
} from './importReviewTexts'
import { useApplyImport } from './useApplyImport'

import './ImportReview.css'

type SavedImport = {
  status?: string
  created?: number
  changed?: number
  rejected?: number
  report?: ReportEntry[]
}

/** Links to the catalogue's export in each format. */
function ExportLinks({ api, t }: { api: string; t: Texts }) {
  return (
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
}

/** The lines of the report that the filter shows: what each would do, or why it is refused. */
function ReportTable({
  listed,
  t,
  language,
}: {
  listed: ReportEntry[]
  t: Texts
  language: Language
}) {
  return (
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
                : entry.fields?.map((field) => fieldNames[field]?.[language] ?? field).join(', ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * The preview of an uploaded call import in /admin: what each line would do (filterable), and
 * the button that applies it. Before the first save it says what saving does.
 */
export function ImportReview() {
  const { id, savedDocumentData } = useDocumentInfo()
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const language: Language =
    (['hr', 'en', 'de'] as const).find((code) => code === i18n.language) ?? 'hr'
  const t = texts[language]
  const [show, setShow] = useState<Outcome | 'all'>('all')
  const filterId = useId()
  const api = `${config.serverURL ?? ''}${config.routes.api}`
  const { state, message, apply } = useApplyImport(api, id, language)
  if (!id) {
    return (
      <div className="field-type">
        <p>{t.beforeUpload}</p>
        <ExportLinks api={api} t={t} />
      </div>
    )
  }
  const saved = (savedDocumentData ?? {}) as SavedImport
  const report = saved.report ?? []
  const listed = report.filter((entry) =>
    show === 'all' ? entry.outcome !== 'unchanged' : entry.outcome === show,
  )
  const toApply = (saved.created ?? 0) + (saved.changed ?? 0)

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
        <ReportTable listed={listed} t={t} language={language} />
      )}
      {listed.length > shownRows ? (
        <p>{fill(t.more, { shown: shownRows, count: listed.length })}</p>
      ) : null}
      <ExportLinks api={api} t={t} />
    </section>
  )
}
