// V8's explicit compile hint (Chrome 136 and later): a script whose first line is the comment
// below has all its functions compiled as it is downloaded, on the thread that streams it, rather
// than each one on the page's main thread the first time it is called. Turbopack writes every
// module as a function that runs when first required, so without the hint the framework's and
// the islands' modules are compiled one by one on the main thread while the page hydrates: on the
// home page about 80 ms of a 280 ms start here, counted whole in a phone's Total Blocking Time.
// Other engines read the line as a comment.
//
// The build marks the scripts the public pages run (the framework's and those their client
// manifests name, and every chunk no admin route names: the islands' lazy parts), not those only
// the admin loads, whose large editor chunks would be compiled whole for a few functions.
import { readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

export const compileHint = '//# allFunctionsCalledOnLoad\n'

/** The chunk files a client reference manifest names (`/_next/static/chunks/<name>.js`). */
const chunksNamed = (manifest) =>
  new Set(
    [...manifest.matchAll(/\/_next\/static\/(chunks\/[^"]+?\.js)"/g)].map((match) => match[1]),
  )

/** Every client reference manifest of the build's app routes, with whether the route is admin. */
async function manifests(distDir) {
  const app = path.join(distDir, 'server', 'app')
  const entries = await readdir(app, { recursive: true, withFileTypes: true })
  return Promise.all(
    entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('_client-reference-manifest.js'))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name)
        const route = path.relative(app, file).split(path.sep)
        return {
          admin: route[0] === '(payload)',
          chunks: chunksNamed(await readFile(file, 'utf8')),
        }
      }),
  )
}

/**
 * Puts the compile hint at the top of every script of `distDir` (a Next.js build folder) that the
 * public pages load; run before the scripts are compressed. Returns how many were marked (a
 * script already marked is left as it is).
 */
export async function hintPublicChunks(distDir) {
  const routes = await manifests(distDir)
  const publicChunks = new Set(routes.filter((r) => !r.admin).flatMap((r) => [...r.chunks]))
  const { rootMainFiles = [] } = JSON.parse(
    await readFile(path.join(distDir, 'build-manifest.json'), 'utf8'),
  )
  for (const file of rootMainFiles) publicChunks.add(file.replace(/^static\//, ''))
  const adminOnly = new Set(
    routes
      .filter((route) => route.admin)
      .flatMap((route) => [...route.chunks])
      .filter((chunk) => !publicChunks.has(chunk)),
  )
  const chunksDir = path.join(distDir, 'static', 'chunks')
  const scripts = (await readdir(chunksDir)).filter((name) => name.endsWith('.js'))
  let marked = 0
  for (const name of scripts) {
    if (adminOnly.has(`chunks/${name}`)) continue
    const file = path.join(chunksDir, name)
    const body = await readFile(file, 'utf8')
    if (body.startsWith(compileHint)) continue
    await writeFile(file, compileHint + body)
    marked++
  }
  return marked
}
