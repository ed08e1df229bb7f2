import { validations, type FieldHook, type TextareaField, type TextField } from 'payload'

import { hasForbiddenCharacters } from '@/forms/text'

import { localizedMessage } from './localizedMessage'

/** The length of a line or a text of several lines that sets no maxLength of its own. */
export const plainTextLimits = { text: 500, textarea: 5000 } as const

const characters = localizedMessage({
  hr: 'Tekst sadrži nedopuštene znakove (kontrolne znakove ili oznake smjera teksta).',
  en: 'The text contains characters that are not allowed (control or text-direction characters).',
  de: 'Der Text enthält unzulässige Zeichen (Steuer- oder Textrichtungszeichen).',
})

type PlainField = TextField | TextareaField
type Validate = NonNullable<PlainField['validate']>
type Options = Parameters<Validate>[1]

/** The strings of a field's value: one, several (hasMany) or one per locale (locale=all). */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value && typeof value === 'object'
        ? Object.values(value).filter((item): item is string => typeof item === 'string')
        : []

const trimmed = (value: unknown): unknown =>
  typeof value === 'string'
    ? value.trim()
    : Array.isArray(value)
      ? value.map((item) => (typeof item === 'string' ? item.trim() : item))
      : value

const trim: FieldHook = ({ value }) => trimmed(value)

/**
 * The one rule for what people write into a text field, whichever route writes it (the site's
 * forms, Payload's REST routes, /admin, the Local API, imports): the value is trimmed, holds no
 * control or text-direction character and no broken UTF-16 (src/forms/text.ts; tab and line
 * breaks only in a textarea), and has a length limit (the field's own maxLength, else
 * plainTextLimits, except for read-only fields, which the server writes). The field's own
 * validation still runs after it (Payload's default when it has none).
 */
export function plainTextField(field: PlainField): PlainField {
  const multiline = field.type === 'textarea'
  const maxLength =
    field.maxLength ?? (field.admin?.readOnly ? undefined : plainTextLimits[field.type])
  const own = field.validate as Validate | undefined
  const validate = (value: unknown, options: Options) => {
    const strings = stringsOf(value)
    if (strings.some((text) => hasForbiddenCharacters(text, { multiline }))) {
      return characters(options)
    }
    const long = strings.find((text) => maxLength !== undefined && text.length > maxLength)
    if (long !== undefined) {
      const { t } = options.req
      return t('validation:shorterThanMax', {
        label: t('general:value'),
        maxLength,
        stringValue: long,
      })
    }
    if (own) return own(value as never, options as never)
    return multiline
      ? validations.textarea(value as never, { ...options, maxLength } as never)
      : validations.text(value as never, { ...options, maxLength } as never)
  }
  return {
    ...field,
    ...(maxLength === undefined ? {} : { maxLength }),
    validate,
    hooks: { ...field.hooks, beforeValidate: [trim, ...(field.hooks?.beforeValidate ?? [])] },
  } as PlainField
}
