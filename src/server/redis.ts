import { createClient } from '@redis/client'

import { log } from './log'
import { processWide } from './processWide'

function connect(url: string) {
  // Commands fail at once while the connection is down (callers fall back), never queue.
  return createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 5000 } })
}

type Client = ReturnType<typeof connect>

// One map per process, whichever bundle's copy of this module asks (src/server/processWide.ts).
const clients = processWide('redis-clients', () => new Map<string, Promise<Client>>())

/**
 * One connection per process to the Redis server of REDIS_URL, shared by the rate limits (the
 * Next.js cache handler opens its own in cache-handler.mjs). Reconnects by itself; errors are
 * logged once per burst rather than thrown at callers, who fall back to local state.
 */
export function redisClient(url: string): Promise<Client> {
  let client = clients.get(url)
  if (!client) {
    client = (async () => {
      const connection = connect(url)
      let lastError = 0
      connection.on('error', (error: unknown) => {
        if (Date.now() - lastError < 30_000) return
        lastError = Date.now()
        log('error', 'redis connection failed', { error: String(error) })
      })
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no connection to Redis within 5 s`)), 5000)
      })
      try {
        await Promise.race([connection.connect(), timeout])
      } catch (error) {
        log('error', 'redis unavailable', { error: String(error) })
        void connection.destroy?.()
        throw error
      } finally {
        clearTimeout(timer)
      }
      return connection
    })()
    client.catch(() => clients.delete(url))
    clients.set(url, client)
  }
  return client
}
