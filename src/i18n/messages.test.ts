import { describe, expect, it } from 'vitest'

import de from './messages/de.json'
import en from './messages/en.json'
import hr from './messages/hr.json'

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  )
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value !== 'object' || value === null) return []
  return Object.values(value).flatMap(leaves)
}

describe('message files', () => {
  it('have exactly the same keys in hr, en and de', () => {
    const reference = keys(hr).sort()
    expect(keys(en).sort()).toEqual(reference)
    expect(keys(de).sort()).toEqual(reference)
  })

  it('have no empty strings', () => {
    for (const messages of [hr, en, de]) {
      expect(leaves(messages).filter((text) => text.trim() === '')).toEqual([])
    }
  })

  it('use the same placeholders in every language', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join(',')
    const flat = (messages: unknown) =>
      Object.fromEntries(
        keys(messages).map((key) => [
          key,
          key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages),
        ]),
      )
    const reference = flat(hr)
    for (const messages of [en, de]) {
      const other = flat(messages)
      for (const key of Object.keys(reference)) {
        expect(placeholders(String(other[key])), key).toBe(placeholders(String(reference[key])))
      }
    }
  })
})
