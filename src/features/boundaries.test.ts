import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The layout's rules (docs/architecture.md), checked on every file of src/: a feature is
 * reached from outside only through one of its faces (index.ts, queries/index.ts,
 * components/index.ts, rules/index.ts, and feature.ts, its definition); its pure rules import nothing from Next.js, React or Payload; browser code
 * takes only types from a face (a face also exports server code); SQL in a feature names only
 * the tables of the collections it defines or extends.
 */

const src = path.resolve(import.meta.dirname, '..')
const features = path.join(src, 'features')

function filesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return filesIn(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}

type Import = { file: string; specifier: string; target: string | null; typeOnly: boolean }

const importPattern =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g

/** Every import of `file`, with the file of src/ it names (null for packages). */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(importPattern)].map((match) => {
    const specifier = match[3]!
    const base = specifier.startsWith('@/')
      ? path.join(src, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : null
    return { file, specifier, target: base, typeOnly: Boolean(match[2]) }
  })
}

/** The feature a path of src/ belongs to, or null (the registry beside them belongs to none). */
const featureOf = (file: string) => {
  const parts = path.relative(features, file).split(path.sep)
  return parts[0] === '..' || parts.length < 2 ? null : parts[0]!
}

/** The faces of a feature, as paths below its folder (without extension). */
const faces = ['', 'index', 'queries', 'queries/index', 'components', 'components/index'].concat([
  'rules',
  'rules/index',
  // Its definition, for the registry (src/features/registry.ts).
  'feature',
])

/** True when `target` (a path without extension) is one of a feature's faces. */
const isFace = (target: string) =>
  faces.includes(path.relative(features, target).split(path.sep).slice(1).join('/'))

const all = filesIn(src).map(importsOf).flat()
const show = (item: Import) => `${path.relative(src, item.file)} imports ${item.specifier}`

describe('one feature, one folder', () => {
  it('reaches another feature only through one of its faces', () => {
    const crossings = all.filter((item) => {
      if (!item.target) return false
      const to = featureOf(item.target)
      const from = featureOf(item.file)
      return to !== null && from !== null && to !== from && !isFace(item.target)
    })
    expect(crossings.map(show)).toEqual([])
  })

  it('lets the core reach features only through the registry', () => {
    const reaching = all.filter((item) => {
      if (!item.target || featureOf(item.target) === null) return false
      const from = path.relative(src, item.file)
      if (from.startsWith(`features${path.sep}`) || from.startsWith(`app${path.sep}`)) return false
      return path.relative(features, item.target) !== 'registry'
    })
    expect(reaching.map(show)).toEqual([])
  })

  it('keeps the pure rules of every feature free of Next.js, React and Payload', () => {
    const impure = all.filter(
      (item) =>
        item.file.includes(`${path.sep}rules${path.sep}`) &&
        featureOf(item.file) !== null &&
        /^(next|react|payload|@payloadcms)(\/|$)/.test(item.specifier),
    )
    expect(impure.map(show)).toEqual([])
  })

  it('gives browser code only types from the faces of a feature', () => {
    const leaks = all.filter(
      (item) =>
        /\.client\.tsx$/.test(item.file) &&
        item.target !== null &&
        !item.typeOnly &&
        featureOf(item.target) !== null &&
        featureOf(item.target) !== featureOf(item.file) &&
        isFace(item.target) &&
        !item.target.endsWith(`${path.sep}rules`),
    )
    expect(leaks.map(show)).toEqual([])
  })
})

/** The folders of the features (each a folder of src/features). */
const featureNames = readdirSync(features, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * The tables of the collections a feature defines (the slug of each collections/<Name>/index.ts)
 * and of those it extends (the keys of `extend` in its payload.ts), as Payload names them: the
 * slug with underscores, its sub-tables (`<table>_<field>`, `_locales`, `_rels`) beginning so.
 */
function tablesOf(feature: string): string[] {
  const folder = path.join(features, feature)
  const collections = path.join(folder, 'collections')
  const defined = (existsSync(collections) ? filesIn(collections) : [])
    .filter((file) => path.basename(file) === 'index.ts')
    .flatMap((file) => {
      const slug = /\bslug: '([a-z-]+)'/.exec(readFileSync(file, 'utf8'))
      return slug ? [slug[1]!] : []
    })
  const payloadFile = path.join(folder, 'payload.ts')
  const payloadText = existsSync(payloadFile) ? readFileSync(payloadFile, 'utf8') : ''
  const extended = [
    ...(/\bextend: \{([^}]*)\}/.exec(payloadText)?.[1] ?? '').matchAll(/'?([a-z-]+)'?\s*:/g),
  ].map((match) => match[1]!)
  return [...defined, ...extended].map((slug) => slug.replaceAll('-', '_'))
}

const tables = new Map(featureNames.map((feature) => [feature, tablesOf(feature)]))

/** The table of a collection `name` is stored in or below (the longest that fits), or null. */
function tableOf(name: string): string | null {
  const fitting = [...tables.values()]
    .flat()
    .filter((table) => name === table || name.startsWith(`${table}_`))
  return fitting.sort((a, b) => b.length - a.length)[0] ?? null
}

describe('one feature, its own tables', () => {
  it('knows the tables of the features, each defined by one of them', () => {
    const defined = [...tables.values()].flat()
    expect(defined).toEqual(expect.arrayContaining(['alerts', 'leads', 'funding_calls', 'users']))
    expect(tables.get('back-office')).toEqual(expect.arrayContaining(['leads', 'bookings']))
  })

  it('names in SQL only the tables of the collections it defines or extends', () => {
    const crossings = featureNames.flatMap((feature) => {
      const own = new Set(tables.get(feature))
      return filesIn(path.join(features, feature)).flatMap((file) => {
        const text = readFileSync(file, 'utf8')
        return [...text.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+"?([a-z_][a-z0-9_]*)"?/g)]
          .map((match) => tableOf(match[1]!))
          .filter((table): table is string => table !== null && !own.has(table))
          .map((table) => `${path.relative(src, file)} reads ${table}`)
      })
    })
    expect([...new Set(crossings)]).toEqual([])
  })
})
