import type { ArrayField, Field, GroupField, TextareaField, TextField } from 'payload'

/** A label in the three languages of /admin. */
export type Label = { hr: string; en: string; de: string }
export const label = (hr: string, en: string, de: string): Label => ({ hr, en, de })

type Options = { required?: boolean; maxLength?: number; description?: Label }

/** A line of text a block shows (required unless told otherwise). */
export function line(name: string, title: Label, options: Options = {}): TextField {
  return {
    name,
    type: 'text',
    label: title,
    required: options.required ?? true,
    maxLength: options.maxLength ?? 200,
    ...(options.description ? { admin: { description: options.description } } : {}),
  }
}

/** A paragraph of text a block shows. */
export function paragraph(name: string, title: Label, options: Options = {}): TextareaField {
  return {
    name,
    type: 'textarea',
    label: title,
    required: options.required ?? true,
    maxLength: options.maxLength ?? 2000,
    ...(options.description ? { admin: { description: options.description } } : {}),
  }
}

/** A list of lines (each row holds one `text`), with as many rows as the design takes. */
export function lines(
  name: string,
  title: Label,
  rows: { min: number; max: number },
  long = false,
): ArrayField {
  return {
    name,
    type: 'array',
    label: title,
    minRows: rows.min,
    maxRows: rows.max,
    required: true,
    fields: [
      long
        ? paragraph('text', label('Tekst', 'Text', 'Text'))
        : line('text', label('Tekst', 'Text', 'Text')),
    ],
  }
}

/** A list of rows with their own fields. */
export function rows(
  name: string,
  title: Label,
  count: { min: number; max: number },
  fields: Field[],
): ArrayField {
  return { name, type: 'array', label: title, minRows: count.min, maxRows: count.max, fields }
}

/** Fields that belong together, shown as one group. */
export function group(name: string, title: Label, fields: Field[]): GroupField {
  return { name, type: 'group', label: title, fields }
}

export const titleField = line('title', label('Naslov', 'Title', 'Überschrift'))
export const introField = paragraph('intro', label('Uvod', 'Introduction', 'Einleitung'))
export const textField = paragraph('text', label('Tekst', 'Text', 'Text'))
export const buttonField = line('button', label('Tekst gumba', 'Button text', 'Button-Text'), {
  maxLength: 80,
})

/** The rows of a `lines` list as plain strings. */
export const textsOf = (items: { text: string }[] | null | undefined): string[] =>
  (items ?? []).map((item) => item.text)

/** Plain strings as the rows of a `lines` list (the seed writes them). */
export const asLines = (items: readonly string[]) => items.map((text) => ({ text }))
