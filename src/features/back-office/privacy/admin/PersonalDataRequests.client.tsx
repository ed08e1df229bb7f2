'use client'

import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import './PersonalDataRequests.css'

type Language = 'hr' | 'en' | 'de'

type Entry = { collection: string; label: string; count: number; erasure: string; effect: string }
type Summary = { email: string; total: number; collections: Entry[]; refusal?: string | null }

const texts = {
  hr: {
    title: 'Osobni podaci jedne osobe',
    intro:
      'Upišite e-mail adresu osobe: pronaći ćete sve što se o njoj čuva, izvesti to kao datoteku za nju ili to obrisati. Svaka radnja bilježi se u popisu ispod (tko i kada), bez same adrese.',
    email: 'E-mail adresa osobe',
    find: 'Pronađi',
    finding: 'Tražim…',
    found: 'Za {email} pronađeno zapisa: {total}.',
    nothing: 'Za {email} ne čuva se ništa.',
    collection: 'Zbirka',
    count: 'Zapisa',
    erasure: 'Pri brisanju',
    download: 'Preuzmi izvoz',
    downloading: 'Pripremam izvoz…',
    downloaded: 'Izvoz je preuzet: {file}.',
    erase: 'Obriši…',
    confirmTitle: 'Obrisati sve o adresi {email}?',
    confirmIntro: 'Dogodit će se sljedeće:',
    confirmNote:
      'Ovo se ne može poništiti. Brisanje se bilježi (tko i kada), a adresa se ne zapisuje.',
    confirm: 'Da, obriši',
    erasing: 'Brišem…',
    cancel: 'Odustani',
    erased: 'Obrisano ili anonimizirano zapisa: {total}. O adresi {email} više se ništa ne čuva.',
    network: 'Veza s poslužiteljem nije uspjela. Pokušajte ponovno.',
  },
  en: {
    title: 'One person’s data',
    intro:
      'Enter the person’s e-mail address to find everything held about them, export it as a file for them, or erase it. Each action is recorded in the list below (who and when), without the address itself.',
    email: 'The person’s e-mail address',
    find: 'Find',
    finding: 'Searching…',
    found: 'Records found for {email}: {total}.',
    nothing: 'Nothing is held about {email}.',
    collection: 'Collection',
    count: 'Records',
    erasure: 'On erasure',
    download: 'Download export',
    downloading: 'Preparing the export…',
    downloaded: 'Export downloaded: {file}.',
    erase: 'Erase…',
    confirmTitle: 'Erase everything about {email}?',
    confirmIntro: 'This will happen:',
    confirmNote:
      'This cannot be undone. The erasure is recorded (who and when); the address is not.',
    confirm: 'Yes, erase',
    erasing: 'Erasing…',
    cancel: 'Cancel',
    erased: 'Records erased or anonymised: {total}. Nothing is held about {email} any more.',
    network: 'The server could not be reached. Please try again.',
  },
  de: {
    title: 'Daten einer Person',
    intro:
      'Geben Sie die E-Mail-Adresse der Person ein, um alles zu finden, was über sie gespeichert ist, es als Datei für sie zu exportieren oder zu löschen. Jede Aktion wird in der Liste unten protokolliert (wer und wann), ohne die Adresse selbst.',
    email: 'E-Mail-Adresse der Person',
    find: 'Suchen',
    finding: 'Suche läuft…',
    found: 'Gefundene Einträge für {email}: {total}.',
    nothing: 'Zu {email} ist nichts gespeichert.',
    collection: 'Sammlung',
    count: 'Einträge',
    erasure: 'Bei Löschung',
    download: 'Export herunterladen',
    downloading: 'Export wird vorbereitet…',
    downloaded: 'Export heruntergeladen: {file}.',
    erase: 'Löschen…',
    confirmTitle: 'Alles zu {email} löschen?',
    confirmIntro: 'Folgendes geschieht:',
    confirmNote:
      'Dies kann nicht rückgängig gemacht werden. Die Löschung wird protokolliert (wer und wann), die Adresse nicht.',
    confirm: 'Ja, löschen',
    erasing: 'Wird gelöscht…',
    cancel: 'Abbrechen',
    erased:
      'Gelöschte oder anonymisierte Einträge: {total}. Zu {email} ist nichts mehr gespeichert.',
    network: 'Der Server war nicht erreichbar. Bitte versuchen Sie es erneut.',
  },
} satisfies Record<Language, Record<string, unknown>>

const fill = (text: string, values: { [key: string]: unknown }) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole))

type Phase = 'idle' | 'finding' | 'exporting' | 'confirming' | 'erasing'

/**
 * Above the personal data audit in /admin: an admin enters an address, finds what is held about
 * it (per collection, with what erasure would do), downloads the export for the person, or
 * erases it after a confirmation that says what will happen. Results are announced in a live
 * region; the confirmation takes the focus and Escape leaves it.
 */
export function PersonalDataRequests() {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const router = useRouter()
  const language: Language =
    (['hr', 'en', 'de'] as const).find((code) => code === i18n.language) ?? 'hr'
  const t = texts[language]
  const api = `${config.serverURL ?? ''}${config.routes.api}/privacy-requests`
  const id = useId()
  const confirmHeading = useRef<HTMLHeadingElement>(null)
  const eraseButton = useRef<HTMLAnchorElement | HTMLButtonElement>(null)
  const [email, setEmail] = useState('')
  const [phase, setPhase] = useState<Phase>('idle')
  const [summary, setSummary] = useState<Summary | null>(null)
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')

  // The confirmation takes the focus; leaving it gives the focus back to "Erase…".
  const returnFocus = useRef(false)
  useEffect(() => {
    if (phase === 'confirming') confirmHeading.current?.focus()
    if (phase === 'idle' && returnFocus.current) eraseButton.current?.focus()
    returnFocus.current = false
  }, [phase])

  async function post(action: 'find' | 'export' | 'erase', body: Record<string, unknown>) {
    const response = await fetch(`${api}/${action}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
      body: JSON.stringify(body),
    })
    if (!response.ok) {
      const answer = (await response.json().catch(() => ({}))) as { error?: string }
      throw new Error(answer.error ?? t.network)
    }
    return response
  }

  /** Runs one request: its errors shown in the alert, the audit list refreshed after. */
  async function run(next: Phase, work: () => Promise<void>, after: Phase = 'idle') {
    setPhase(next)
    setError('')
    setStatus('')
    try {
      await work()
      setPhase(after)
    } catch (problem) {
      setError(problem instanceof Error && problem.message ? problem.message : t.network)
      setPhase('idle')
    }
    router.refresh()
  }

  const find = (event: FormEvent) => {
    event.preventDefault()
    setSummary(null)
    return run('finding', async () => {
      const found = (await (await post('find', { email })).json()) as Summary
      setSummary(found)
      setStatus(fill(found.total > 0 ? t.found : t.nothing, found))
    })
  }

  const download = (found: Summary) =>
    run('exporting', async () => {
      const response = await post('export', { email: found.email })
      const file =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
        'personal-data.json'
      const link = document.createElement('a')
      link.href = URL.createObjectURL(await response.blob())
      link.download = file
      link.click()
      URL.revokeObjectURL(link.href)
      setStatus(fill(t.downloaded, { file }))
    })

  const erase = (found: Summary) =>
    run('erasing', async () => {
      const erased = (await (
        await post('erase', { email: found.email, confirm: true })
      ).json()) as Summary
      setSummary(null)
      setStatus(fill(t.erased, erased))
    })

  const cancel = () => {
    returnFocus.current = true
    setPhase('idle')
  }

  const busy = phase === 'finding' || phase === 'exporting' || phase === 'erasing'
  const held = summary?.collections.filter((entry) => entry.count > 0) ?? []

  return (
    <section className="personal-data" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.title}</h2>
      <p>{t.intro}</p>
      <form className="personal-data__form" onSubmit={find} noValidate>
        <label htmlFor={`${id}-email`}>{t.email}</label>
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
            {phase === 'finding' ? t.finding : t.find}
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
        <>
          <table className="personal-data__table">
            <caption className="personal-data__caption">{fill(t.found, summary)}</caption>
            <thead>
              <tr>
                <th scope="col">{t.collection}</th>
                <th scope="col">{t.count}</th>
                <th scope="col">{t.erasure}</th>
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
          {summary.refusal ? <p className="personal-data__note">{summary.refusal}</p> : null}
          <div className="personal-data__row">
            <Button
              buttonStyle="secondary"
              disabled={busy}
              margin={false}
              onClick={() => download(summary)}
            >
              {phase === 'exporting' ? t.downloading : t.download}
            </Button>
            {summary.refusal ? null : (
              <Button
                ref={eraseButton}
                buttonStyle="error"
                disabled={busy || phase === 'confirming'}
                margin={false}
                onClick={() => setPhase('confirming')}
              >
                {t.erase}
              </Button>
            )}
          </div>
          {phase === 'confirming' || phase === 'erasing' ? (
            <div
              className="personal-data__confirm"
              role="group"
              aria-labelledby={`${id}-confirm`}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && phase === 'confirming') cancel()
              }}
            >
              <h3 id={`${id}-confirm`} ref={confirmHeading} tabIndex={-1}>
                {fill(t.confirmTitle, summary)}
              </h3>
              <p>{t.confirmIntro}</p>
              <ul>
                {held.map((entry) => (
                  <li key={entry.collection}>
                    {entry.label} ({entry.count}): {entry.effect}
                  </li>
                ))}
              </ul>
              <p>{t.confirmNote}</p>
              <div className="personal-data__row">
                <Button
                  buttonStyle="error"
                  disabled={busy}
                  margin={false}
                  onClick={() => erase(summary)}
                >
                  {phase === 'erasing' ? t.erasing : t.confirm}
                </Button>
                <Button buttonStyle="secondary" disabled={busy} margin={false} onClick={cancel}>
                  {t.cancel}
                </Button>
              </div>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
