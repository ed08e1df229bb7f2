'use client'

import { Button } from '@payloadcms/ui'
import { useId } from 'react'

import type { Locale } from '@/i18n/locales'
import type hr from '@/i18n/messages/hr.json'

import {
  usePersonalDataRequests,
  type PersonalDataRequestsState,
  type PrivacyWords,
  type Summary,
} from './usePersonalDataRequests'

import './PersonalDataRequests.css'

type SummaryProps = { id: string; requests: PersonalDataRequestsState; summary: Summary }

/** What is held about the address, per collection, with what erasure would do to it. */
function HeldTable({ t, summary }: { t: PrivacyWords; summary: Summary }) {
  return (
    <table className="personal-data__table">
      <caption className="personal-data__caption">
        {t('found', { email: summary.email, total: summary.total })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('collection')}</th>
          <th scope="col">{t('count')}</th>
          <th scope="col">{t('erasure')}</th>
        </tr>
      </thead>
      <tbody>
        {summary.collections.map((entry) => (
          <tr key={entry.collection} data-collection={entry.collection}>
            <th scope="row">{entry.label}</th>
            <td>{entry.count}</td>
            <td>{entry.count > 0 ? entry.effect : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The confirmation before erasing: what will happen, taking the focus; Escape leaves it. */
function EraseConfirmation({ id, requests, summary }: SummaryProps) {
  const { t, phase, busy, held, confirmHeading, erase, cancel } = requests
  return (
    <div
      className="personal-data__confirm"
      role="group"
      aria-labelledby={`${id}-confirm`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && phase === 'confirming') cancel()
      }}
    >
      <h3 id={`${id}-confirm`} ref={confirmHeading} tabIndex={-1}>
        {t('confirmTitle', { email: summary.email })}
      </h3>
      <p>{t('confirmIntro')}</p>
      <ul>
        {held.map((entry) => (
          <li key={entry.collection}>
            {entry.label} ({entry.count}): {entry.effect}
          </li>
        ))}
      </ul>
      <p>{t('confirmNote')}</p>
      <div className="personal-data__row">
        <Button buttonStyle="error" disabled={busy} margin={false} onClick={() => erase(summary)}>
          {phase === 'erasing' ? t('erasing') : t('confirm')}
        </Button>
        <Button buttonStyle="secondary" disabled={busy} margin={false} onClick={cancel}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  )
}

/** What was found, the export and erase buttons, and the erase confirmation when asked for. */
function SummaryActions({ id, requests, summary }: SummaryProps) {
  const { t, phase, busy, eraseButton, download, confirm } = requests
  return (
    <>
      <HeldTable t={t} summary={summary} />
      {summary.refusal ? <p className="personal-data__note">{summary.refusal}</p> : null}
      <div className="personal-data__row">
        <Button
          buttonStyle="secondary"
          disabled={busy}
          margin={false}
          onClick={() => download(summary)}
        >
          {phase === 'exporting' ? t('downloading') : t('download')}
        </Button>
        {summary.refusal ? null : (
          <Button
            ref={eraseButton}
            buttonStyle="error"
            disabled={busy || phase === 'confirming'}
            margin={false}
            onClick={confirm}
          >
            {t('erase')}
          </Button>
        )}
      </div>
      {phase === 'confirming' || phase === 'erasing' ? (
        <EraseConfirmation id={id} requests={requests} summary={summary} />
      ) : null}
    </>
  )
}

/**
 * Above the personal data audit in /admin: an admin enters an address, finds what is held about
 * it (per collection, with what erasure would do), downloads the export for the person, or
 * erases it after a confirmation that says what will happen. Results are announced in a live
 * region; the confirmation takes the focus and Escape leaves it. Its words are the
 * `PrivacyAdmin` messages of the admin language, which its server part
 * (PersonalDataRequests.tsx) passes down.
 */
export function PersonalDataRequestsClient({
  language,
  messages,
}: {
  language: Locale
  messages: (typeof hr)['PrivacyAdmin']
}) {
  const id = useId()
  const requests = usePersonalDataRequests(language, messages)
  const { t, email, setEmail, phase, summary, status, error, busy, find } = requests

  return (
    <section className="personal-data" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <p>{t('intro')}</p>
      <form className="personal-data__form" onSubmit={find} noValidate>
        <label htmlFor={`${id}-email`}>{t('email')}</label>
        <div className="personal-data__row">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="off"
            required
            value={email}
            aria-invalid={error && !summary ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" buttonStyle="primary" disabled={busy} margin={false}>
            {phase === 'finding' ? t('finding') : t('find')}
          </Button>
        </div>
      </form>
      <p role="status" aria-live="polite" className="personal-data__status">
        {status}
      </p>
      {error ? (
        <p role="alert" id={`${id}-error`} className="personal-data__error">
          {error}
        </p>
      ) : null}
      {summary && summary.total > 0 ? (
        <SummaryActions id={id} requests={requests} summary={summary} />
      ) : null}
    </section>
  )
}
