import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { imageField } from '@/fields/imageField'
import { localizedMessage } from '@/fields/localizedMessage'
import { urlField } from '@/fields/urlField'
import { locales } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { revalidateTagsHooks } from '@/hooks/revalidateTagsHooks'
import { cacheTags } from '@/server/cache/revalidate'

import { classificationOptions } from '@/features/activity-codes/rules'

import { codeKey, codeParts, isActivityCode } from '../../rules/activityCodes'
import { callSearchText } from '../../rules/searchText'
import { applicantTypes, counties } from '../../rules/taxonomy'
import { sourceCheckField } from './sourceCheck'

const codeMessage = localizedMessage({
  hr: 'Šifra djelatnosti je odjeljak (62), skupina (62.0) ili razred (62.01).',
  en: 'An activity code is a division (62), a group (62.0) or a class (62.01).',
  de: 'Ein Tätigkeitscode ist eine Abteilung (62), Gruppe (62.0) oder Klasse (62.01).',
})

const amountOrderMessage = localizedMessage({
  hr: 'Najveći iznos ne može biti manji od najmanjeg.',
  en: 'The maximum cannot be less than the minimum.',
  de: 'Der Höchstbetrag darf nicht unter dem Mindestbetrag liegen.',
})

const datesOrderMessage = localizedMessage({
  hr: 'Rok prijave ne može biti prije datuma otvaranja.',
  en: 'The deadline cannot be before the opening date.',
  de: 'Die Frist darf nicht vor dem Öffnungsdatum liegen.',
})

/** A name from the messages (namespace Catalogue) in each language, for /admin's labels. */
const catalogueLabel = (key: Parameters<ReturnType<typeof translator<'Catalogue'>>>[0]) =>
  Object.fromEntries(locales.map((locale) => [locale, translator(locale, 'Catalogue')(key)]))

/** The sort key of a call without a deadline ("until the funds run out"): after every date. */
export const noDeadlineSort = '9999-12-31T00:00:00.000Z'

type Sibling = Record<string, unknown> | undefined
/** A number field of the same row, or null when it is empty. */
const sibling = (data: Sibling, name: string) =>
  typeof data?.[name] === 'number' ? (data[name] as number) : null

export const FundingCalls: CollectionConfig = {
  slug: 'funding-calls',
  access: {
    create: isEditorOrAdmin,
    read: anyone,
    update: isEditorOrAdmin,
    delete: isEditorOrAdmin,
    // The public sees the history on the call page, built by the site; the raw versions are
    // the editors'.
    readVersions: isEditorOrAdmin,
  },
  admin: {
    useAsTitle: 'fundName',
    defaultColumns: ['fundName', 'programme', 'opensAt', 'deadline', 'amountMax'],
    group: { hr: 'Sadržaj', en: 'Content', de: 'Inhalte' },
  },
  labels: {
    singular: { hr: 'Natječaj', en: 'Funding call', de: 'Ausschreibung' },
    plural: { hr: 'Natječaji', en: 'Funding calls', de: 'Ausschreibungen' },
  },
  fields: [
    {
      name: 'fundName',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 200,
      label: { hr: 'Naziv natječaja', en: 'Name', de: 'Bezeichnung' },
    },
    {
      name: 'shortDescription',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 400,
      label: { hr: 'Kratki opis', en: 'Short description', de: 'Kurzbeschreibung' },
    },
    {
      name: 'fullDescription',
      type: 'textarea',
      localized: true,
      maxLength: 20000,
      label: { hr: 'Puni opis', en: 'Full description', de: 'Vollständige Beschreibung' },
      admin: {
        description: {
          hr: 'Svaki redak zasebno; pitanja i naslovi koji počinju emotikonom prikazuju se podebljano.',
          en: 'One line each; questions and titles starting with an emoji are shown in bold.',
          de: 'Je Zeile ein Absatz; Fragen und mit Emoji beginnende Titel erscheinen fett.',
        },
      },
    },
    imageField({ name: 'image' }),
    {
      name: 'programme',
      type: 'relationship',
      relationTo: 'programmes',
      index: true,
      label: { hr: 'Program', en: 'Programme', de: 'Programm' },
    },
    {
      name: 'opensAt',
      type: 'date',
      index: true,
      label: { hr: 'Datum otvaranja', en: 'Opening date', de: 'Öffnungsdatum' },
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly' },
        description: {
          hr: 'Prazno: otvoren od objave.',
          en: 'Empty: open from publication.',
          de: 'Leer: offen ab Veröffentlichung.',
        },
      },
    },
    {
      name: 'deadline',
      type: 'date',
      index: true,
      label: { hr: 'Rok prijave', en: 'Deadline', de: 'Frist' },
      validate: (
        value: unknown,
        options: Parameters<typeof datesOrderMessage>[0] & { siblingData?: Sibling },
      ) => {
        const opensAt = options.siblingData?.opensAt
        if (!value || !opensAt) return true
        return new Date(value as string) >= new Date(opensAt as string)
          ? true
          : datesOrderMessage(options)
      },
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly' },
        description: {
          hr: 'Prazno: do utroška sredstava.',
          en: 'Empty: until the funds run out.',
          de: 'Leer: bis die Mittel ausgeschöpft sind.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'amountMin',
          type: 'number',
          min: 0,
          index: true,
          label: { hr: 'Najmanji iznos (€)', en: 'Minimum grant (€)', de: 'Mindestbetrag (€)' },
        },
        {
          name: 'amountMax',
          type: 'number',
          min: 0,
          index: true,
          label: { hr: 'Najveći iznos (€)', en: 'Maximum grant (€)', de: 'Höchstbetrag (€)' },
          validate: (
            value: unknown,
            options: Parameters<typeof amountOrderMessage>[0] & { siblingData?: Sibling },
          ) => {
            const min = sibling(options.siblingData, 'amountMin')
            if (typeof value !== 'number' || min === null) return true
            return value >= min ? true : amountOrderMessage(options)
          },
        },
        {
          name: 'aidIntensityMax',
          type: 'number',
          min: 0,
          max: 100,
          label: {
            hr: 'Najveći intenzitet potpore (%)',
            en: 'Maximum aid intensity (%)',
            de: 'Maximale Beihilfeintensität (%)',
          },
        },
      ],
    },
    {
      name: 'amountNote',
      type: 'text',
      localized: true,
      maxLength: 160,
      label: { hr: 'Napomena o iznosu', en: 'Note on the amount', de: 'Hinweis zum Betrag' },
      admin: {
        description: {
          hr: 'Neobavezno, npr. „ovisno o broju zaposlenih”. Iznos se prikazuje iz brojeva iznad.',
          en: 'Optional, e.g. “depending on the number of employees”. The amount is shown from the numbers above.',
          de: 'Optional, z. B. „abhängig von der Mitarbeiterzahl“. Der Betrag wird aus den Zahlen oben angezeigt.',
        },
      },
    },
    {
      name: 'applicantTypes',
      type: 'select',
      hasMany: true,
      index: true,
      options: applicantTypes.map((value) => ({
        value,
        label: catalogueLabel(`applicants.${value}`),
      })),
      label: {
        hr: 'Prihvatljivi prijavitelji',
        en: 'Eligible applicants',
        de: 'Antragsberechtigte',
      },
    },
    {
      name: 'counties',
      type: 'select',
      hasMany: true,
      index: true,
      options: counties.map((value) => ({ value, label: catalogueLabel(`counties.${value}`) })),
      label: { hr: 'Županije', en: 'Counties', de: 'Gespanschaften' },
      admin: {
        description: {
          hr: 'Prazno: cijela Hrvatska.',
          en: 'Empty: all of Croatia.',
          de: 'Leer: ganz Kroatien.',
        },
      },
    },
    urlField({
      name: 'sourceUrl',
      label: { hr: 'Službeni izvor', en: 'Official source', de: 'Offizielle Quelle' },
    }),
    sourceCheckField,
    {
      name: 'lastVerified',
      type: 'date',
      label: { hr: 'Zadnja provjera', en: 'Last verified', de: 'Zuletzt geprüft' },
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'changeNote',
      type: 'textarea',
      localized: true,
      maxLength: 300,
      label: {
        hr: 'Napomena uz ovu izmjenu',
        en: 'Note on this change',
        de: 'Hinweis zu dieser Änderung',
      },
      admin: {
        description: {
          hr: 'Neobavezno; prikazuje se u povijesti izmjena natječaja uz ovu verziju.',
          en: 'Optional; shown in the call’s change history with this version.',
          de: 'Optional; erscheint im Änderungsverlauf der Ausschreibung bei dieser Version.',
        },
      },
    },
    {
      name: 'nkdCodes',
      type: 'array',
      label: {
        hr: 'Šifre djelatnosti (NKD)',
        en: 'Activity codes (NKD)',
        de: 'Tätigkeitscodes (NKD)',
      },
      labels: {
        singular: { hr: 'Šifra', en: 'Code', de: 'Code' },
        plural: { hr: 'Šifre', en: 'Codes', de: 'Codes' },
      },
      fields: [
        {
          name: 'classification',
          type: 'select',
          defaultValue: 'nkd2007',
          options: classificationOptions,
          label: { hr: 'Verzija', en: 'Version', de: 'Version' },
        },
        {
          name: 'code',
          type: 'text',
          required: true,
          index: true,
          label: 'NKD',
          validate: (
            value: null | string | undefined,
            options: Parameters<typeof codeMessage>[0],
          ) => (value && isActivityCode(value) ? true : codeMessage(options)),
        },
        // The code with its version (rules/activityCodes, codeKey), and the division and group
        // above it likewise, kept beside it so that a company's class finds calls for its group
        // or division by an indexed lookup, in the right version.
        {
          name: 'codeKey',
          type: 'text',
          index: true,
          admin: { hidden: true },
          hooks: {
            beforeChange: [
              ({ siblingData }) =>
                codeKey(String(siblingData.code ?? ''), siblingData.classification),
            ],
          },
        },
        {
          name: 'codeDivision',
          type: 'text',
          index: true,
          admin: { hidden: true },
          hooks: {
            beforeChange: [
              ({ siblingData }) =>
                codeKey(
                  codeParts(String(siblingData.code ?? '')).division,
                  siblingData.classification,
                ),
            ],
          },
        },
        {
          name: 'codeGroup',
          type: 'text',
          index: true,
          admin: { hidden: true },
          hooks: {
            beforeChange: [
              ({ siblingData }) => {
                const { group } = codeParts(String(siblingData.code ?? ''))
                return group && codeKey(group, siblingData.classification)
              },
            ],
          },
        },
      ],
    },
    // Where an imported call comes from: its source (saved column mapping) and the id the
    // source gives it. A second import of the same row finds the call by this pair.
    {
      type: 'row',
      admin: { condition: (data) => Boolean(data?.importSource) },
      fields: [
        {
          name: 'importSource',
          type: 'relationship',
          relationTo: 'call-import-sources',
          index: true,
          label: { hr: 'Izvor uvoza', en: 'Import source', de: 'Importquelle' },
          admin: { readOnly: true },
          // A copy made in /admin is the editor's own call, not the source's.
          hooks: { beforeDuplicate: [() => null] },
        },
        {
          name: 'externalId',
          type: 'text',
          index: true,
          label: { hr: 'Oznaka u izvoru', en: 'Id in the source', de: 'Kennung in der Quelle' },
          admin: { readOnly: true },
          hooks: { beforeDuplicate: [() => null] },
        },
      ],
    },
    // Kept beside the fields they come from, for the catalogue (see catalogueWhere): the text it
    // searches in each language, and sort keys that put calls without a deadline or an amount
    // last on both databases (SQLite sorts empty values first, PostgreSQL last).
    {
      name: 'searchText',
      type: 'text',
      localized: true,
      admin: { hidden: true },
      hooks: {
        beforeChange: [
          ({ siblingData }) =>
            callSearchText(
              siblingData.fundName,
              siblingData.shortDescription,
              siblingData.fullDescription,
            ),
        ],
      },
    },
    {
      name: 'deadlineSort',
      type: 'date',
      index: true,
      admin: { hidden: true },
      hooks: {
        beforeChange: [({ siblingData }) => siblingData.deadline || noDeadlineSort],
      },
    },
    {
      name: 'amountSort',
      type: 'number',
      index: true,
      admin: { hidden: true },
      hooks: {
        beforeChange: [({ siblingData }) => siblingData.amountMax ?? siblingData.amountMin ?? 0],
      },
    },
  ],
  indexes: [{ fields: ['importSource', 'externalId'], unique: true }],
  // Each save is kept: the call page shows what changed, and when (see changeHistory).
  versions: { maxPerDoc: 100 },
  hooks: revalidateTagsHooks(cacheTags.fundingCalls),
}
