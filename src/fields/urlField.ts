import type { TextField } from 'payload'

import { localizedMessage } from './localizedMessage'

const allowedProtocols = ['http:', 'https:']

const message = localizedMessage({
  hr: 'Upišite punu adresu koja počinje s http:// ili https://.',
  en: 'Use a full address starting with http:// or https://.',
  de: 'Geben Sie eine vollständige Adresse mit http:// oder https:// ein.',
})

export function isSafeHttpUrl(value: string): boolean {
  try {
    return allowedProtocols.includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** A text field holding an absolute http(s) address; javascript: and other schemes are refused. */
export function urlField(overrides: Partial<TextField> & Pick<TextField, 'name'>): TextField {
  return {
    type: 'text',
    maxLength: 500,
    validate: (value: null | string | undefined, options: Parameters<typeof message>[0]) =>
      !value || isSafeHttpUrl(value) ? true : message(options),
    ...overrides,
  } as TextField
}
