import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { frameMessages, pickMessages, type MessagePick } from './clientMessages'
import de from './messages/de.json'
import en from './messages/en.json'
import hr from './messages/hr.json'

/**
 * A page's HTML carries only the messages its browser islands read: the frame's (SiteDocument),
 * and each island's own, declared in its folder's islandMessages.ts under the island's name.
 * A key an island reads but its pick leaves out would show the visitor "Namespace.key", so
 * every key a browser file reads is checked against the pick it gets.
 */

const src = path.resolve(import.meta.dirname, '..')

function filesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return filesIn(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** errorPages.client.tsx reads the namespace it is given: one of its ListNamespace. */
const listNamespaces = ['FundingCalls', 'Insights', 'CaseStudies']

type Read = { namespace: string; key: string | null }

/** The first argument of each call that starts at `from`, up to its top-level comma or close. */
function firstArgument(text: string, from: number): string {
  let depth = 0
  for (let index = from; index < text.length; index += 1) {
    const char = text[index]
    if (char === '(' || char === '[' || char === '{') depth += 1
    else if (char === ')' || char === ']' || char === '}') {
      if (depth === 0) return text.slice(from, index)
      depth -= 1
    } else if (char === ',' && depth === 0) return text.slice(from, index)
  }
  return text.slice(from)
}

/**
 * What a browser file reads: per translator, the first segment of each literal key, or null
 * where the key is computed (then the whole namespace must be picked); a translator of a part
 * of a namespace reads that part.
 */
function readsOf(text: string): Read[] {
  const reads: Read[] = []
  for (const match of text.matchAll(/const (\w+) = useTranslations\(([^)]*)\)/g)) {
    const [, name, argument] = match
    const literal = /^['"]([\w.]+)['"]$/.exec(argument!.trim())?.[1]
    // A translator of a part of a namespace (`Tools.roi`) reads that part, whatever its keys.
    const [space, part] = literal ? literal.split('.') : []
    const namespaces = space ? [space] : listNamespaces
    const calls = new RegExp(`\\b${name}(?:\\.(?:rich|markup|raw|has))?\\(`, 'g')
    for (const call of text.matchAll(calls)) {
      const argumentText = firstArgument(text, call.index + call[0].length)
      // A literal compared with (status === 'active' ? ...) is not a key.
      const keys = [...argumentText.matchAll(/(?<![=!]==\s*)['"`]([\w.]+)['"`]/g)].map(
        (key) => key[1]!,
      )
      const computed = keys.length === 0 || /\$\{/.test(argumentText)
      for (const namespace of namespaces) {
        if (part) {
          reads.push({ namespace, key: part })
          continue
        }
        if (computed) reads.push({ namespace, key: null })
        for (const key of keys) reads.push({ namespace, key: key.split('.')[0]! })
      }
    }
  }
  return reads
}

function covers(pick: MessagePick, read: Read): boolean {
  const keys = Object.hasOwn(pick, read.namespace) ? pick[read.namespace] : undefined
  if (keys === true) return true
  if (keys === undefined || read.key === null) return false
  return keys.includes(read.key)
}

const browserFiles = filesIn(src).filter((file) => {
  const text = readFileSync(file, 'utf8')
  return /^'use client'/.test(text) && /useTranslations\(/.test(text)
})

/** The pick an island gets: its folder's entry under its name, else the frame's. */
async function pickOf(file: string): Promise<{ pick: MessagePick; from: string }> {
  const declarations = path.join(path.dirname(file), 'islandMessages.ts')
  const island = path.basename(file).replace(/\.client\.tsx$/, '')
  if (existsSync(declarations)) {
    const { islandMessages } = (await import(declarations)) as {
      islandMessages: Record<string, MessagePick>
    }
    if (Object.hasOwn(islandMessages, island)) {
      return { pick: islandMessages[island]!, from: `islandMessages.${island}` }
    }
  }
  return { pick: frameMessages, from: 'frameMessages' }
}

describe('the messages a page sends to the browser', () => {
  it('finds the browser files that read messages', () => {
    expect(browserFiles.length).toBeGreaterThan(15)
  })

  it.each(browserFiles.map((file) => [path.relative(src, file)]))(
    '%s reads only keys its pick holds',
    async (relative) => {
      const file = path.join(src, relative)
      const { pick, from } = await pickOf(file)
      const reads = readsOf(readFileSync(file, 'utf8'))
      expect(reads.length).toBeGreaterThan(0)
      const missing = reads.filter((read) => !covers(pick, read))
      expect(missing, `not in ${from}`).toEqual([])
    },
  )

  it('declares only islands that exist, with keys the message files hold in every language', async () => {
    const declarations = filesIn(src).filter((file) => path.basename(file) === 'islandMessages.ts')
    expect(declarations.length).toBeGreaterThan(5)
    const picks: MessagePick[] = [frameMessages]
    for (const file of declarations) {
      const { islandMessages } = (await import(file)) as {
        islandMessages: Record<string, MessagePick>
      }
      for (const [island, pick] of Object.entries(islandMessages)) {
        expect(existsSync(path.join(path.dirname(file), `${island}.client.tsx`)), island).toBe(true)
        picks.push(pick)
      }
    }
    for (const pick of picks) {
      for (const messages of [hr, en, de]) {
        const picked = pickMessages(messages, pick) as Record<string, Record<string, unknown>>
        for (const [namespace, keys] of Object.entries(pick)) {
          expect(Object.keys(picked), namespace).toContain(namespace)
          if (keys !== true)
            expect(Object.keys(picked[namespace]!).sort()).toEqual([...keys].sort())
        }
      }
    }
  })

  it('picks whole namespaces, or some keys of one, and nothing else', () => {
    const messages = { A: { x: '1', y: { z: '2' } }, B: { w: '3' }, C: { v: '4' } }
    expect(pickMessages(messages, { A: ['y', 'missing'], B: true, D: true })).toEqual({
      A: { y: { z: '2' } },
      B: { w: '3' },
    })
    const ownProperty = JSON.parse('{"constructor": true}') as MessagePick
    expect(pickMessages(messages, ownProperty)).toEqual({})
  })
})
