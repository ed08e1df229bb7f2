import { robotsPolicy, type RobotsPolicy } from '../rules'

import { fetchOnce, type FetchOptions } from './fetchOnce'

/** RFC 9309 asks crawlers to read at least 500 KiB of a robots.txt. */
const robotsBytes = 512 * 1024
const redirectHops = 5

/**
 * The robots.txt policy of an origin (`https://host:port`): fetched once, following up to five
 * redirects on the same host (a redirect to another host is not followed: no rules, as for a
 * missing file). The rules apply to the origin's addresses.
 */
export async function readRobots(origin: string, options: FetchOptions): Promise<RobotsPolicy> {
  const robotsUrl = `${origin}/robots.txt`
  let url = robotsUrl
  for (let hop = 0; hop <= redirectHops; hop += 1) {
    const fetched = await fetchOnce(url, { ...options, maxBytes: robotsBytes })
    if (fetched.kind === 'failure') return robotsPolicy(robotsUrl, { failure: fetched.detail })
    const { status, location } = fetched
    if (status >= 300 && status < 400 && location) {
      const next = new URL(location, url)
      if (next.hostname !== new URL(url).hostname) return { kind: 'allow-all' }
      url = next.href
      continue
    }
    const text = new TextDecoder().decode(fetched.body ?? new Uint8Array())
    return robotsPolicy(robotsUrl, { status, text })
  }
  return { kind: 'allow-all' }
}
