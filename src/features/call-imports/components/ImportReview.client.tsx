'use client'

import { Button, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useId, useMemo, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import type hr from '@/i18n/messages/hr.json'
import { namespaceTranslator, type NamespaceTranslator } from '@/i18n/namespaceTranslator'

import type { ReportEntry } from '../rules/report'
import { useApplyImport } from './useApplyImport'

import './ImportReview.css'

type Outcome = ReportEntry['outcome']

/** The review's words in the admin language (the `CallImportsAdmin` messages). */
export type ImportWords = NamespaceTranslator<'CallImportsAdmin'>

/** Rows listed at once; the counts above tell the rest. */
const shownRows = 500

type SavedImport = {
  status?: string
  created?: number
  changed?: number
  rejected?: number
  report?: ReportEntry[]
}

/** Links to the catalogue's export in each format. */
function ExportLinks({ api, t }: { api: string; t: ImportWords }) {
  return (
    <p className="import-review__export">
      {t('export')}:{' '}
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
function ReportTable({ listed, t }: { listed: ReportEntry[]; t: ImportWords }) {
  // A field the messages do not name is shown by its own name.
  const fieldName = (field: string) => {
    const key = `fields.${field}` as 'fields.fundName'
    return t.has(key) ? t(key) : field
  }
  return (
    <table className="import-review__table">
      <thead>
        <tr>
          <th scope="col">{t('line')}</th>
          <th scope="col">{t('id')}</th>
          <th scope="col">{t('outcome')}</th>
          <th scope="col">{t('details')}</th>
        </tr>
      </thead>
      <tbody>
        {listed.slice(0, shownRows).map((entry) => (
          <tr key={entry.line} data-outcome={entry.outcome}>
            <td>{entry.line}</td>
            <td>{entry.id}</td>
            <td>{t(`outcomes.${entry.outcome}`)}</td>
            <td>
              {entry.outcome === 'rejected'
                ? entry.reasons?.join(' ')
                : entry.fields?.map(fieldName).join(', ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * The preview of an uploaded call import in /admin: what each line would do (filterable), and
 * the button that applies it. Before the first save it says what saving does. Its words are the
 * `CallImportsAdmin` messages of the admin language, which its server part (ImportReview.tsx)
 * passes down.
 */
export function ImportReviewClient({
  language,
  messages,
}: {
  language: Locale
  messages: (typeof hr)['CallImportsAdmin']
}) {
  const { id, savedDocumentData } = useDocumentInfo()
  const { config } = useConfig()
  const t = useMemo(
    () => namespaceTranslator(language, 'CallImportsAdmin', messages),
    [language, messages],
  )
  const [show, setShow] = useState<Outcome | 'all'>('all')
  const filterId = useId()
  const api = `${config.serverURL ?? ''}${config.routes.api}`
  const { state, message, apply } = useApplyImport(api, id, language, t)
  if (!id) {
    return (
      <div className="field-type">
        <p>{t('beforeUpload')}</p>
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
      <h3 id={`${filterId}-title`}>{t('summary')}</h3>
      {saved.rejected ? <p>{t('rejectedNote', { count: saved.rejected })}</p> : null}
      {saved.status === 'previewed' && state !== 'done' ? (
        toApply > 0 ? (
          <Button onClick={apply} disabled={state === 'applying'} buttonStyle="primary">
            {state === 'applying' ? t('applying') : t('apply', { count: toApply })}
          </Button>
        ) : (
          <p>{t('nothing')}</p>
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
        <label htmlFor={filterId}>{t('show')}: </label>
        <select
          id={filterId}
          value={show}
          onChange={(event) => setShow(event.target.value as Outcome | 'all')}
        >
          <option value="all">{t('all')}</option>
          {(['new', 'changed', 'unchanged', 'rejected'] as const).map((outcome) => (
            <option key={outcome} value={outcome}>
              {t(`outcomes.${outcome}`)}
            </option>
          ))}
        </select>
      </p>
      {listed.length === 0 ? <p>{t('none')}</p> : <ReportTable listed={listed} t={t} />}
      {listed.length > shownRows ? (
        <p>{t('more', { shown: shownRows, count: listed.length })}</p>
      ) : null}
      <ExportLinks api={api} t={t} />
    </section>
  )
}
