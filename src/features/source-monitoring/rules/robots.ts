import robotsParser from 'robots-parser'

/** What fetching a host's robots.txt gave: a status and its text, or no answer at all. */
export type RobotsFetch = { status: number; text: string } | { failure: string }

/**
 * A host's robots.txt as RFC 9309 reads it: its rules when it answered 2xx; no rules (allow
 * everything) when it answered 4xx or its redirects led nowhere readable; and, when it could
 * not be read (5xx, timeout, no connection), everything disallowed for this run.
 */
export type RobotsPolicy =
  | { kind: 'rules'; isAllowed: (url: string, agent: string) => boolean }
  | { kind: 'allow-all' }
  | { kind: 'unavailable'; detail: string }

/** The policy of the robots.txt at `robotsUrl`, from what fetching it gave. */
export function robotsPolicy(robotsUrl: string, fetched: RobotsFetch): RobotsPolicy {
  if ('failure' in fetched) return { kind: 'unavailable', detail: `robots.txt: ${fetched.failure}` }
  const { status, text } = fetched
  if (status >= 200 && status < 300) {
    const robot = robotsParser(robotsUrl, text)
    // robots-parser answers undefined for an address of another origin: not ours to judge.
    return { kind: 'rules', isAllowed: (url, agent) => robot.isAllowed(url, agent) !== false }
  }
  if (status >= 500) return { kind: 'unavailable', detail: `robots.txt: HTTP ${status}` }
  return { kind: 'allow-all' }
}

/** The product token of a User-Agent (`name/1.0 (+url)` → `name`), which robots.txt names. */
export const agentToken = (userAgent: string) => userAgent.split('/')[0]!.trim()

/** Whether the policy lets `agent` fetch `url`; an unavailable robots.txt lets nothing. */
export function robotsAllow(policy: RobotsPolicy, url: string, agent: string): boolean {
  if (policy.kind === 'allow-all') return true
  if (policy.kind === 'unavailable') return false
  return policy.isAllowed(url, agentToken(agent))
}
