import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { compileHint, hintPublicChunks } from './compileHints.mjs'

// A build folder as Next.js writes it: a public route and an admin route with their client
// manifests, the framework's scripts in the build manifest, and the scripts themselves.
const dist = mkdtempSync(path.join(tmpdir(), 'hints-'))
const chunks = path.join(dist, 'static', 'chunks')
const scripts = {
  'framework.js': 'globalThis.framework = () => 1',
  'page.js': 'globalThis.page = () => 2',
  'shared.js': 'globalThis.shared = () => 3',
  'editor.js': 'globalThis.editor = () => 4',
  'island.js': 'globalThis.island = () => 5',
}
const manifest = (route: string, names: string[]) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
  `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({
    clientModules: Object.fromEntries(
      names.map((name, id) => [
        `[project]/src/${name}.tsx`,
        { id, chunks: [`/_next/static/chunks/${name}`] },
      ]),
    ),
  })};`
const read = (name: string) => readFileSync(path.join(chunks, name), 'utf8')

// The build's step run twice on the same folder, as a repeated build does: each test reads
// what the runs did, so that the tests hold in any order.
let firstRun = 0
let secondRun = 0

beforeAll(async () => {
  const site = path.join(dist, 'server', 'app', '(frontend)', '[locale]', '(site)')
  const admin = path.join(dist, 'server', 'app', '(payload)', 'admin', '[[...segments]]')
  mkdirSync(site, { recursive: true })
  mkdirSync(admin, { recursive: true })
  mkdirSync(chunks, { recursive: true })
  writeFileSync(
    path.join(site, 'page_client-reference-manifest.js'),
    manifest('/(frontend)/[locale]/(site)/page', ['page.js', 'shared.js']),
  )
  writeFileSync(
    path.join(admin, 'page_client-reference-manifest.js'),
    manifest('/(payload)/admin/[[...segments]]/page', ['shared.js', 'editor.js']),
  )
  writeFileSync(
    path.join(dist, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/framework.js'] }),
  )
  for (const [name, body] of Object.entries(scripts)) writeFileSync(path.join(chunks, name), body)
  writeFileSync(path.join(chunks, 'site.css'), '.hero{color:#0b3d5c}')
  firstRun = await hintPublicChunks(dist)
  secondRun = await hintPublicChunks(dist)
})

afterAll(() => rmSync(dist, { recursive: true, force: true }))

describe('hintPublicChunks', () => {
  it('marks what the public pages run, at the top, and leaves the rest of each script as it was', () => {
    expect(firstRun).toBe(4)
    // The framework, the page's own, one the admin shares, and a lazy part no manifest names.
    for (const name of ['framework.js', 'page.js', 'shared.js', 'island.js'] as const) {
      expect(read(name)).toBe(compileHint + scripts[name])
    }
  })

  it("leaves the admin's own scripts and the stylesheets unmarked", () => {
    expect(read('editor.js')).toBe(scripts['editor.js'])
    expect(read('site.css')).toBe('.hero{color:#0b3d5c}')
  })

  it('marks a script once however often the build runs it', () => {
    expect(secondRun).toBe(0)
    expect(read('page.js')).toBe(compileHint + scripts['page.js'])
  })
})

it('the hint is the comment V8 reads, alone on the first line', () => {
  expect(compileHint).toBe('//# allFunctionsCalledOnLoad\n')
})
