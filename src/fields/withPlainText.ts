import type { Block, Field, Plugin } from 'payload'

import { plainTextField } from './plainText'

/**
 * Whether a field holds text that people write: a text or textarea field that is stored,
 * shown and not opted out. Hidden fields (tokens, salts, hashes, derived search text, internal
 * ids) are the server's own; a virtual one (the current password) is never stored; a field with
 * `custom: { plainText: false }` records text as it was (the mail outbox).
 */
function takesPlainText(field: Field): boolean {
  if (field.type !== 'text' && field.type !== 'textarea') return false
  if (field.name === 'id' || field.hidden || field.admin?.hidden) return false
  if ('virtual' in field && field.virtual) return false
  return field.custom?.plainText !== false
}

function withRule(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (takesPlainText(field)) return plainTextField(field as Parameters<typeof plainTextField>[0])
    if (field.type === 'tabs') {
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withRule(tab.fields) })) }
    }
    if (field.type === 'blocks') {
      const blocks = field.blocks.map((block) => ({ ...block, fields: withRule(block.fields) }))
      return { ...field, blocks }
    }
    if ('fields' in field && Array.isArray(field.fields)) {
      return { ...field, fields: withRule(field.fields) } as Field
    }
    return field
  })
}

const blockWithRule = (block: Block): Block => ({ ...block, fields: withRule(block.fields) })

/**
 * The plain-text rule (./plainText.ts) on every text and textarea field of the site's
 * collections, globals and blocks, plugins' fields included: the last plugin, so that it sees
 * every field the others added. Payload's own collections and the fields it adds itself (auth,
 * uploads, versions) come later and are not touched.
 */
export const withPlainText: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    fields: withRule(collection.fields),
  })),
  globals: config.globals?.map((global) => ({ ...global, fields: withRule(global.fields) })),
  blocks: config.blocks?.map(blockWithRule),
})
