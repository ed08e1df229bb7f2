import { classifications, type Classification } from '../rules/codes'

/** Where activity codes sit in /admin's navigation. */
export const activityCodesGroup = {
  hr: 'Šifre djelatnosti',
  en: 'Activity codes',
  de: 'Tätigkeitscodes',
}

const classificationNames: Record<Classification, string> = {
  nkd2007: 'NKD 2007 (NACE Rev. 2)',
  nkd2025: 'NKD 2025 (NACE Rev. 2.1)',
}

export const classificationOptions = classifications.map((value) => ({
  value,
  label: classificationNames[value],
}))

/** Marks the demo records the seed writes (an import of the official files clears it). */
export const demoField = {
  name: 'demo',
  type: 'checkbox',
  defaultValue: false,
  label: { hr: 'Demo podatak', en: 'Demo data', de: 'Demodaten' },
  admin: { position: 'sidebar', readOnly: true },
} as const
