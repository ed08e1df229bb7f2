// Runs the project's database CLI (src/server/cli/main.ts): node scripts/payload.mjs <command>.
//
// The CLI is bundled with esbuild (node_modules stay external) and run by plain Node with the
// `production` export condition. Lexical's default Node entry points pick their build with a
// top-level `await import()`; on Node 20 a graph of dozens of those sometimes never settles, and
// the process ends (exit 0 or 13) without having run, e.g. without migrating. The condition
// resolves Lexical straight to its production build. See nodeConditions in lib.mjs.
import { bundleCli } from './cliBundle.mjs'
import { nodeConditions, run } from './lib.mjs'

const outfile = await bundleCli('payload-cli')
try {
  await run(process.execPath, [nodeConditions, outfile, ...process.argv.slice(2)])
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
