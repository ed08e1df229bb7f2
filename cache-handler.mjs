// Next.js cache handler of a fleet: with REDIS_URL every instance keeps rendered pages
// and their tags in one Redis, so a page revalidated after an edit on one instance is fresh on
// all of them. Wired in next.config.ts only when REDIS_URL is set; one machine keeps Next.js's
// own file cache. Uses @fortedigital/nextjs-cache-handler (Redis strings, tag-based revalidation).
//
// Keys are prefixed with the build's id, so a new deployment never serves pages of the previous
// build. If Redis cannot be reached at start, the instance falls back to an in-memory cache and
// says so in its log (pages still render; edits then reach that instance at the next render).
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

function buildId() {
  try {
    const distDir = process.env.NEXT_DIST_DIR || '.next'
    return readFileSync(path.join(process.cwd(), distDir, 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'build'
  }
}

function logLine(level, msg, fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })
  if (level === 'info') console.log(line)
  else console.error(line)
}

async function createConfig() {
  // The build writes its pages to disk; Redis is filled from them when an instance starts.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) {
    return { handlers: [createLruHandler()] }
  }
  const client = createClient({
    url: process.env.REDIS_URL,
    pingInterval: 10_000,
    socket: { connectTimeout: 5000 },
  })
  let lastError = 0
  client.on('error', (error) => {
    if (Date.now() - lastError < 30_000) return
    lastError = Date.now()
    logLine('error', 'cache handler: redis error', { error: String(error) })
  })
  try {
    await client.connect()
  } catch (error) {
    logLine('error', 'cache handler: redis unavailable, using memory only', {
      error: String(error),
    })
    await client.destroy?.()
    return { handlers: [createLruHandler()] }
  }
  const prefix = `site:${buildId()}:`
  logLine('info', 'cache handler: pages cached in redis', { prefix })
  return {
    handlers: [
      createRedisHandler({
        client,
        keyPrefix: prefix,
        sharedTagsKey: `${prefix}tags`,
        sharedTagsTtlKey: `${prefix}tag-ttls`,
        timeoutMs: 2000,
      }),
    ],
  }
}

let config
CacheHandler.onCreation(() => (config ??= createConfig()))

export default CacheHandler
