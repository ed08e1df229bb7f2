import { describe, expect, it } from 'vitest'

import { agentToken, robotsAllow, robotsPolicy } from './robots'

const agent = 'fondium.example-source-check/1.0 (+https://fondium.example)'
const base = 'https://fondovi.example'
const robotsUrl = `${base}/robots.txt`

describe('robots.txt', () => {
  it('follows the rules of a robots.txt that answered 2xx, for every agent or for ours', () => {
    const policy = robotsPolicy(robotsUrl, {
      status: 200,
      text: [
        'User-agent: *',
        'Disallow: /interno/',
        '',
        'User-agent: fondium.example-source-check',
        'Disallow: /natjecaji/arhiva',
        'Allow: /natjecaji/arhiva/javno',
      ].join('\n'),
    })
    expect(robotsAllow(policy, `${base}/natjecaji/1`, agent)).toBe(true)
    expect(robotsAllow(policy, `${base}/natjecaji/arhiva/2`, agent)).toBe(false)
    expect(robotsAllow(policy, `${base}/natjecaji/arhiva/javno/3`, agent)).toBe(true)
    // Our own group applies, not the one for every agent.
    expect(robotsAllow(policy, `${base}/interno/x`, agent)).toBe(true)
    expect(robotsAllow(policy, `${base}/interno/x`, 'other-bot/2.0')).toBe(false)
  })

  it('allows everything when robots.txt is missing (4xx)', () => {
    for (const status of [401, 403, 404, 410]) {
      expect(robotsAllow(robotsPolicy(robotsUrl, { status, text: '' }), `${base}/x`, agent)).toBe(
        true,
      )
    }
  })

  it('disallows everything for the run when robots.txt cannot be read (5xx, no answer)', () => {
    const down = robotsPolicy(robotsUrl, { status: 503, text: '' })
    expect(down).toEqual({ kind: 'unavailable', detail: 'robots.txt: HTTP 503' })
    expect(robotsAllow(down, `${base}/x`, agent)).toBe(false)
    const timeout = robotsPolicy(robotsUrl, { failure: 'timeout after 15 s' })
    expect(timeout).toEqual({ kind: 'unavailable', detail: 'robots.txt: timeout after 15 s' })
  })

  it('names the agent by the product token of its User-Agent', () => {
    expect(agentToken(agent)).toBe('fondium.example-source-check')
  })
})
