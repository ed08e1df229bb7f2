import type { DateField } from 'payload'

/** The date from which a document is public; empty means it is not published. */
export function publishedDateField(overrides: Partial<DateField> = {}): DateField {
  return {
    name: 'publishedDate',
    type: 'date',
    index: true,
    label: { hr: 'Datum objave', en: 'Published date', de: 'Veröffentlichungsdatum' },
    admin: {
      position: 'sidebar',
      date: { pickerAppearance: 'dayAndTime' },
      description: {
        hr: 'Prazno ili u budućnosti: posjetitelji ga ne vide.',
        en: 'Empty or in the future: visitors do not see it.',
        de: 'Leer oder in der Zukunft: für Besucher unsichtbar.',
      },
    },
    ...overrides,
  } as DateField
}
