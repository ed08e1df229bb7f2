import type { TextField } from 'payload'

const allowedProtocols = ['http:', 'https:']

const message: Record<string, string> = {
  hr: 'Upišite punu adresu koja počinje s http:// ili https://.',
  en: 'Use a full address starting with http:// or https://.',
  de: 'Geben Sie eine vollständige Adresse mit http:// oder https:// ein.',
}

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
    validate: (
      value: null | string | undefined,
      { req }: { req: { i18n?: { language?: string } } },
    ) =>
      !value || isSafeHttpUrl(value) ? true : (message[req.i18n?.language ?? 'hr'] ?? message.hr!),
    ...overrides,
  } as TextField
}
