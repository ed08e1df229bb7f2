// Bundles the project's CLI (src/server/cli/main.ts) with esbuild into .cache/ (node_modules stay
// external), for plain Node with the `production` export condition: see scripts/payload.mjs.
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

import { build, stop } from 'esbuild'

import { root } from './lib.mjs'

/**
 * Writes the bundle and returns the path of its entry, .cache/<name>.mjs. The features' lazy
 * parts (`import()` in src/features/<feature>/feature.ts) stay lazy: each is a chunk of its own
 * that the CLI loads only if it runs it. Bundled into one file, their imports would be hoisted to
 * its top and loaded at every start, pages' code included (next-intl's navigation, which plain
 * Node cannot resolve).
 *
 * The chunks go to a folder named by their content, and the entry that imports them is written
 * beside it and renamed into place, so that a process starting the CLI meanwhile (the SQLite and
 * PostgreSQL test runs migrate their templates at the same moment) runs the whole of one bundle,
 * never files another process is rewriting: a half-written bundle ran as an empty module, which
 * "migrated" nothing and exited 0.
 */
export async function bundleCli(name) {
  const cache = path.join(root, '.cache')
  const result = await build({
    entryPoints: { main: path.join(root, 'src/server/cli/main.ts') },
    outdir: path.join(cache, name),
    write: false,
    bundle: true,
    splitting: true,
    outExtension: { '.js': '.mjs' },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  })
  await stop()
  const hash = createHash('sha256')
  for (const file of result.outputFiles) hash.update(file.path).update(file.contents)
  const folder = `${name}.${hash.digest('hex').slice(0, 16)}`
  const target = path.join(cache, folder)
  if (!existsSync(target)) {
    const partial = path.join(cache, `${folder}.${process.pid}.part`)
    for (const file of result.outputFiles) {
      const out = path.join(partial, path.relative(path.join(cache, name), file.path))
      mkdirSync(path.dirname(out), { recursive: true })
      writeFileSync(out, file.contents)
    }
    try {
      renameSync(partial, target)
    } catch (error) {
      // Another process wrote the same bundle first.
      rmSync(partial, { recursive: true, force: true })
      if (!existsSync(target)) throw error
    }
  }
  const entry = path.join(cache, `${name}.mjs`)
  const partialEntry = `${entry}.${process.pid}.part`
  writeFileSync(partialEntry, `await import('./${folder}/main.mjs')\n`)
  renameSync(partialEntry, entry)
  removeOlderBundles(cache, name, folder)
  return entry
}

/** Bundles of `name` other than `current` that are more than an hour old (none is running them). */
function removeOlderBundles(cache, name, current) {
  const hour = 60 * 60 * 1000
  for (const entry of readdirSync(cache, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === current) continue
    if (!entry.name.startsWith(`${name}.`)) continue
    const full = path.join(cache, entry.name)
    try {
      const { mtimeMs } = statSync(full)
      if (Date.now() - mtimeMs > hour) rmSync(full, { recursive: true, force: true })
    } catch {
      // Removed by another process meanwhile.
    }
  }
}
