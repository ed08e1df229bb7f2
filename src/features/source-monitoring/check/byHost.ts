import type { RobotsPolicy } from '../rules'

import type { RobotsOf } from './checkPage'

/** The host of an address (one request at a time goes to it), or '' when it has none. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return ''
  }
}

/**
 * Runs `work` for every item, grouped by host: the items of one host one after another (one
 * request at a time per host, robots.txt included), at most `limit` hosts at once. Each host's
 * robots.txt is read once per origin, by its first item that needs it.
 */
export async function byHost<T>(
  items: T[],
  urlOf: (item: T) => string,
  limit: number,
  readRobots: (origin: string) => Promise<RobotsPolicy>,
  work: (item: T, robotsOf: RobotsOf) => Promise<void>,
): Promise<void> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const host = hostOf(urlOf(item))
    groups.set(host, [...(groups.get(host) ?? []), item])
  }
  const queue = [...groups.values()]
  const worker = async () => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      const policies = new Map<string, Promise<RobotsPolicy>>()
      const robotsOf: RobotsOf = (origin) => {
        if (!policies.has(origin)) policies.set(origin, readRobots(origin))
        return policies.get(origin)!
      }
      for (const item of group) await work(item, robotsOf)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker))
}
