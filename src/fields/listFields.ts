import type { CheckboxField, NumberField } from 'payload'

/** The place of an entry on the site: smaller first. */
export const orderField: NumberField = {
  name: 'order',
  type: 'number',
  required: true,
  defaultValue: 10,
  min: 0,
  max: 10_000,
  index: true,
  label: { hr: 'Redoslijed', en: 'Order', de: 'Reihenfolge' },
  admin: {
    position: 'sidebar',
    description: {
      hr: 'Manji broj dolazi prije.',
      en: 'A smaller number comes first.',
      de: 'Eine kleinere Zahl steht weiter vorne.',
    },
  },
}

/** Whether the site shows the entry: hidden ones stay in /admin for later. */
export const shownField: CheckboxField = {
  name: 'shown',
  type: 'checkbox',
  defaultValue: true,
  index: true,
  label: { hr: 'Prikazano na webu', en: 'Shown on the site', de: 'Auf der Website sichtbar' },
  admin: { position: 'sidebar' },
}
