import type { NumberField } from 'payload'

/** A number the server writes and /admin shows read-only (an import's counts). */
export const countField = (
  name: string,
  label: { hr: string; en: string; de: string },
): NumberField => ({ name, type: 'number', label, admin: { readOnly: true } })
