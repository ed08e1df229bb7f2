import type { CollectionConfig } from 'payload'

import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { nobody } from '@/access/nobody'

/**
 * One day's check of the open calls' official pages (Zagreb's calendar day). The day is unique:
 * whichever worker records it first runs it, every other one leaves it, so a day is checked
 * and mailed about once however many workers run.
 */
export const SourceCheckRuns: CollectionConfig = {
  slug: 'source-check-runs',
  access: {
    create: nobody,
    read: isEditorOrAdmin,
    update: nobody,
    delete: nobody,
  },
  admin: {
    useAsTitle: 'day',
    defaultColumns: ['day', 'checked', 'unchanged', 'flagged', 'failed', 'finishedAt'],
    group: { hr: 'Sadržaj', en: 'Content', de: 'Inhalte' },
    description: {
      hr: 'Dnevna provjera službenih stranica otvorenih natječaja, jedna po danu. Natječaje koje treba pregledati nađete u izborniku pod „Natječaji za pregled”.',
      en: 'The daily check of the open calls’ official pages, one per day. The calls to review are under “Calls to review” in the menu.',
      de: 'Die tägliche Prüfung der offiziellen Seiten offener Ausschreibungen, eine pro Tag. Die zu prüfenden Ausschreibungen finden Sie im Menü unter „Ausschreibungen zur Prüfung“.',
    },
  },
  labels: {
    singular: { hr: 'Provjera izvora', en: 'Source check', de: 'Quellenprüfung' },
    plural: { hr: 'Provjere izvora', en: 'Source checks', de: 'Quellenprüfungen' },
  },
  fields: [
    {
      name: 'day',
      type: 'text',
      required: true,
      unique: true,
      label: { hr: 'Dan', en: 'Day', de: 'Tag' },
    },
    { name: 'startedAt', type: 'date', label: { hr: 'Početak', en: 'Started', de: 'Beginn' } },
    { name: 'finishedAt', type: 'date', label: { hr: 'Kraj', en: 'Finished', de: 'Ende' } },
    {
      name: 'checked',
      type: 'number',
      label: { hr: 'Provjereno', en: 'Checked', de: 'Geprüft' },
      admin: {
        description: {
          hr: 'Otvoreni natječaji sa službenom poveznicom.',
          en: 'Open calls with an official link.',
          de: 'Offene Ausschreibungen mit offiziellem Link.',
        },
      },
    },
    {
      name: 'unchanged',
      type: 'number',
      label: { hr: 'Nepromijenjeno', en: 'Unchanged', de: 'Unverändert' },
      admin: {
        description: {
          hr: 'Stranice pročitane bez promjene (ili prvi put): zadnja provjera natječaja je postavljena.',
          en: 'Pages read unchanged (or for the first time): the call’s “last verified” was set.',
          de: 'Unverändert (oder erstmals) gelesene Seiten: „Zuletzt geprüft“ wurde gesetzt.',
        },
      },
    },
    {
      name: 'flagged',
      type: 'number',
      label: { hr: 'Za pregled', en: 'Flagged', de: 'Zur Prüfung' },
      admin: {
        description: {
          hr: 'Natječaji koje je ova provjera označila za pregled.',
          en: 'Calls this check flagged for review.',
          de: 'Ausschreibungen, die diese Prüfung zur Prüfung markiert hat.',
        },
      },
    },
    {
      name: 'failed',
      type: 'number',
      label: { hr: 'Nedostupno', en: 'Unreachable', de: 'Nicht erreichbar' },
      admin: {
        description: {
          hr: 'Stranice koje nisu odgovorile (greška poslužitelja, isteklo vrijeme, nema veze). Natječaj se označi nakon tri takve provjere zaredom.',
          en: 'Pages that did not answer (server error, timeout, no connection). A call is flagged after three such checks in a row.',
          de: 'Seiten ohne Antwort (Serverfehler, Zeitüberschreitung, keine Verbindung). Eine Ausschreibung wird nach drei solchen Prüfungen in Folge markiert.',
        },
      },
    },
    {
      name: 'mailedAt',
      type: 'date',
      label: { hr: 'Urednicima poslano', en: 'Mailed to editors', de: 'An Redaktion gesendet' },
      admin: {
        description: {
          hr: 'Kad je urednicima poslan e-mail o novim natječajima za pregled (najviše jednom dnevno).',
          en: 'When the editors were mailed about newly flagged calls (once a day at most).',
          de: 'Wann die Redaktion über neu markierte Ausschreibungen benachrichtigt wurde (höchstens einmal täglich).',
        },
      },
    },
  ],
}
