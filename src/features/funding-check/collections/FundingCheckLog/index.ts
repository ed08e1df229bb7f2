import type { CollectionConfig } from 'payload'

import { handlesLeads } from '@/access/handlesLeads'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'

const readOnly = { readOnly: true }

/**
 * The demand signal of the funding check, kept anonymously: the activity code and the filters
 * a visitor checked, how many open calls were found, and the Zagreb day. Never the OIB, never
 * an address or a time of day. The back office's dashboard counts the codes checked most and
 * those that found no open call (the calls to look for next).
 */
export const FundingCheckLog: CollectionConfig = {
  slug: 'funding-check-log',
  access: { create: nobody, read: handlesLeads, update: nobody, delete: isAdmin },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['day', 'code', 'version', 'county', 'size', 'found'],
    group: { hr: 'Upiti', en: 'Enquiries', de: 'Anfragen' },
    description: {
      hr: 'Anonimni zapis provjera financiranja (djelatnost, filtri, broj pronađenih natječaja, dan); OIB se nikad ne sprema.',
      en: 'An anonymous record of funding checks (activity code, filters, calls found, day); the OIB is never stored.',
      de: 'Anonymes Protokoll der Förderprüfungen (Tätigkeitscode, Filter, gefundene Ausschreibungen, Tag); die OIB wird nie gespeichert.',
    },
  },
  defaultSort: '-day',
  // The dashboard's counts per code over a span of days read this index alone (a covering
  // index): a quarter of a year is some 50,000 checks of a year's 200,000 (bench:dashboard).
  indexes: [{ fields: ['day', 'code', 'version', 'found'] }],
  labels: {
    singular: { hr: 'Provjera financiranja', en: 'Funding check', de: 'Förderprüfung' },
    plural: { hr: 'Provjere financiranja', en: 'Funding checks', de: 'Förderprüfungen' },
  },
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      maxLength: 10,
      index: true,
      admin: readOnly,
      label: { hr: 'Šifra djelatnosti', en: 'Activity code', de: 'Tätigkeitscode' },
    },
    {
      name: 'version',
      type: 'select',
      options: ['nkd2007', 'nkd2025'],
      admin: readOnly,
      label: { hr: 'Verzija NKD-a', en: 'NKD version', de: 'NKD-Version' },
    },
    {
      name: 'county',
      type: 'text',
      maxLength: 60,
      admin: readOnly,
      label: { hr: 'Županija', en: 'County', de: 'Gespanschaft' },
    },
    {
      name: 'size',
      type: 'text',
      maxLength: 20,
      admin: readOnly,
      label: { hr: 'Veličina', en: 'Size', de: 'Größe' },
    },
    {
      name: 'found',
      type: 'number',
      required: true,
      min: 0,
      admin: readOnly,
      label: { hr: 'Pronađeno natječaja', en: 'Calls found', de: 'Gefundene Ausschreibungen' },
    },
    {
      name: 'day',
      type: 'text',
      required: true,
      index: true,
      admin: readOnly,
      label: { hr: 'Dan', en: 'Day', de: 'Tag' },
    },
  ],
}
