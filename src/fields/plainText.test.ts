import type { Field, TextField } from 'payload'
import { describe, expect, it } from 'vitest'

import { plainTextField, plainTextLimits } from './plainText'
import { withPlainText } from './withPlainText'

/** What Payload passes a field's validate, reduced to what the rule reads. */
const options = (language = 'hr', extra: Record<string, unknown> = {}) =>
  ({
    req: {
      i18n: { language },
      t: (key: string, vars?: Record<string, unknown>) =>
        vars?.maxLength ? `${key}:${vars.maxLength}` : key,
      payload: { config: {} },
    },
    ...extra,
  }) as never

const validate = (field: Field, value: unknown, language = 'hr') =>
  (field as TextField).validate!(value as never, options(language, field as never))

const trim = (field: Field, value: unknown) =>
  (field as TextField).hooks!.beforeValidate![0]!({ value } as never)

describe('the plain-text rule of a field', () => {
  const name = plainTextField({ name: 'fullName', type: 'text', required: true, maxLength: 120 })

  it('refuses NUL, escape, the text-direction marks and a lone surrogate, in the admin language', async () => {
    for (const value of [
      'A\u0000B',
      'Ana\u001b[31m',
      'Ivana\u202egpj.exe',
      'A\u2066B',
      'A\ud800',
    ]) {
      expect(await validate(name, value)).toBe(
        'Tekst sadrži nedopuštene znakove (kontrolne znakove ili oznake smjera teksta).',
      )
    }
    expect(await validate(name, 'A\u202eB', 'en')).toBe(
      'The text contains characters that are not allowed (control or text-direction characters).',
    )
    expect(await validate(name, 'A\u202eB', 'de')).toBe(
      'Der Text enthält unzulässige Zeichen (Steuer- oder Textrichtungszeichen).',
    )
  })

  it('accepts names in every language of the site, and keeps Payload’s own checks', async () => {
    expect(await validate(name, 'Đurđa Šimić-Čačić')).toBe(true)
    expect(await validate(name, 'Müller & Söhne 👋')).toBe(true)
    expect(await validate(name, '')).toBe('validation:required')
    expect(await validate(name, 'x'.repeat(121))).toBe('validation:shorterThanMax:120')
  })

  it('takes line breaks and tabs in a textarea only', async () => {
    const note = plainTextField({ name: 'note', type: 'textarea' })
    expect(await validate(note, 'Red 1\r\nRed 2\tkraj')).toBe(true)
    expect(await validate(name, 'Ana\nKovač')).not.toBe(true)
    expect(await validate(note, 'Red\u0000')).not.toBe(true)
  })

  it('trims what is written before it is checked', () => {
    expect(trim(name, '  Ana Kovač \n')).toBe('Ana Kovač')
    expect(trim(name, [' a ', 'b '])).toEqual(['a', 'b'])
    expect(trim(name, null)).toBeNull()
  })

  it('gives a length to a field that has none, except one the server writes', () => {
    expect(plainTextField({ name: 'title', type: 'text' }).maxLength).toBe(plainTextLimits.text)
    expect(plainTextField({ name: 'text', type: 'textarea' }).maxLength).toBe(
      plainTextLimits.textarea,
    )
    expect(
      plainTextField({ name: 'detail', type: 'text', admin: { readOnly: true } }).maxLength,
    ).toBeUndefined()
    expect(plainTextField({ name: 'code', type: 'text', maxLength: 8 }).maxLength).toBe(8)
  })

  it('runs the field’s own validation after it, and the field’s own hooks after the trim', async () => {
    const hook = ({ value }: { value?: unknown }) => value
    const day = plainTextField({
      name: 'day',
      type: 'text',
      validate: (value: null | string | undefined) => (value === '2026-01-01' ? true : 'not a day'),
      hooks: { beforeValidate: [hook] },
    })
    expect(await validate(day, '2026-01-01')).toBe(true)
    expect(await validate(day, 'tomorrow')).toBe('not a day')
    expect(await validate(day, '2026\u202e-01-01')).toContain('nedopuštene znakove')
    expect(day.hooks?.beforeValidate?.[1]).toBe(hook)
  })
})

describe('the rule on a whole config', () => {
  const isRuled = (field: Field | undefined) =>
    Boolean(field && 'hooks' in field && field.hooks?.beforeValidate?.length)

  it('reaches text in groups, arrays, tabs, rows and blocks, and skips what people do not write', async () => {
    const config = await withPlainText({
      collections: [
        {
          slug: 'things',
          fields: [
            { name: 'title', type: 'text' },
            { name: 'token', type: 'text', hidden: true },
            { name: 'hash', type: 'text', admin: { hidden: true } },
            { name: 'currentPassword', type: 'text', virtual: true },
            { name: 'recorded', type: 'textarea', custom: { plainText: false } },
            { name: 'data', type: 'json' },
            { name: 'group', type: 'group', fields: [{ name: 'inner', type: 'text' }] },
            { type: 'row', fields: [{ name: 'inRow', type: 'text' }] },
            {
              type: 'tabs',
              tabs: [{ label: 'Tab', fields: [{ name: 'inTab', type: 'textarea' }] }],
            },
            {
              name: 'layout',
              type: 'blocks',
              blocks: [{ slug: 'hero', fields: [{ name: 'heading', type: 'text' }] }],
            },
          ],
        },
      ],
      globals: [{ slug: 'settings', fields: [{ name: 'brand', type: 'text' }] }],
    } as never)
    type Nested = Field & {
      fields: Field[]
      tabs: { fields: Field[] }[]
      blocks: { fields: Field[] }[]
    }
    const [title, token, hash, password, recorded, data, group, row, tabs, layout] = config
      .collections![0]!.fields as Nested[]
    expect(isRuled(title)).toBe(true)
    for (const skipped of [token, hash, password, recorded, data]) {
      expect(isRuled(skipped)).toBe(false)
    }
    expect(isRuled(group!.fields[0])).toBe(true)
    expect(isRuled(row!.fields[0])).toBe(true)
    expect(isRuled(tabs!.tabs[0]!.fields[0])).toBe(true)
    expect(isRuled(layout!.blocks[0]!.fields[0])).toBe(true)
    expect(isRuled(config.globals![0]!.fields[0])).toBe(true)
  })
})
