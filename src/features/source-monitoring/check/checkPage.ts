import { pageResult, robotsAllow, type PageResult, type RobotsPolicy } from '../rules'

import { fetchOnce, type FetchOptions } from './fetchOnce'

/** The robots.txt policy of an origin, read once per run (see byHost). */
export type RobotsOf = (origin: string) => Promise<RobotsPolicy>

/**
 * Checks one call's source link: robots.txt first (an unreadable one, or one that disallows
 * the address, means the page is not fetched), then one GET of the link itself. Nothing else
 * is fetched and no link is followed.
 */
export async function checkPage(
  sourceUrl: string,
  robotsOf: RobotsOf,
  options: FetchOptions,
): Promise<PageResult> {
  let url: URL
  try {
    url = new URL(sourceUrl)
  } catch {
    return { kind: 'failure', detail: 'not a web address' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { kind: 'failure', detail: 'not an http(s) address' }
  }
  const robots = await robotsOf(url.origin)
  if (robots.kind === 'unavailable')
    return { kind: 'failure', detail: `${robots.detail}, not fetched` }
  if (!robotsAllow(robots, url.href, options.userAgent)) {
    return {
      kind: 'blocked',
      detail: `robots.txt disallows ${url.pathname}${url.search}, not fetched`,
    }
  }
  const fetched = await fetchOnce(url.href, options)
  if (fetched.kind === 'failure') return { kind: 'failure', detail: fetched.detail }
  return pageResult(url.href, fetched)
}
