// Bundles the project's CLI (src/server/cli/main.ts) with esbuild into .cache/ (node_modules stay
// external), for plain Node with the `production` export condition: see scripts/payload.mjs.
import path from 'node:path'

import { build, stop } from 'esbuild'

import { root } from './lib.mjs'

/** Writes the bundle to .cache/<name>.mjs and returns its path. */
export async function bundleCli(name) {
  const outfile = path.join(root, '.cache', `${name}.mjs`)
  await build({
    entryPoints: [path.join(root, 'src/server/cli/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  })
  await stop()
  return outfile
}
