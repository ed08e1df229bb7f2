// Bundles the project's CLI (src/server/cli/main.ts) with esbuild into .cache/ (node_modules stay
// external), for plain Node with the `production` export condition: see scripts/payload.mjs.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { build, stop } from 'esbuild'

import { root } from './lib.mjs'

/**
 * Writes the bundle to .cache/<name>.mjs and returns its path. The file is written beside it
 * and renamed into place, so that a process starting the CLI meanwhile (the SQLite and
 * PostgreSQL test runs migrate their templates at the same moment) reads the whole of one
 * bundle, never a file another process is rewriting: a half-written bundle ran as an empty
 * module, which "migrated" nothing and exited 0.
 */
export async function bundleCli(name) {
  const outfile = path.join(root, '.cache', `${name}.mjs`)
  const result = await build({
    entryPoints: [path.join(root, 'src/server/cli/main.ts')],
    outfile,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  })
  await stop()
  mkdirSync(path.dirname(outfile), { recursive: true })
  const partial = `${outfile}.${process.pid}.part`
  writeFileSync(partial, result.outputFiles[0].contents)
  renameSync(partial, outfile)
  return outfile
}
