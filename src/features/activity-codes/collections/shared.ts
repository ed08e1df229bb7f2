export { classificationOptions } from '../rules/codes'

/** Where activity codes sit in /admin's navigation. */
export const activityCodesGroup = {
  hr: 'Šifre djelatnosti',
  en: 'Activity codes',
  de: 'Tätigkeitscodes',
}

/** Marks the demo records the seed writes (an import of the official files clears it). */
export const demoField = {
  name: 'demo',
  type: 'checkbox',
  defaultValue: false,
  label: { hr: 'Demo podatak', en: 'Demo data', de: 'Demodaten' },
  admin: { position: 'sidebar', readOnly: true },
} as const
