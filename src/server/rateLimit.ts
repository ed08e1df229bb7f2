import { isIP } from 'node:net'

import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { getEnv } from './env'
import { processWide } from './processWide'
import { redisClient } from './redis'

export type RateLimit = { name: string; points: number; durationSeconds: number }

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

/**
 * The limits by name, one map per process: whichever copy of this module a route's bundle holds
 * (page, route handler, server action), a limit is counted in one place.
 */
const limiters = processWide('rate-limiters', () => new Map<string, Promise<RateLimiterAbstract>>())

/**
 * In memory on one machine; with REDIS_URL shared by every instance, so a visitor gets the same
 * allowance whichever instance answers. If Redis is unreachable, each instance keeps counting in
 * its own memory (the insurance limiter) instead of refusing or failing the request.
 */
async function createLimiter({ name, points, durationSeconds }: RateLimit) {
  const options = { keyPrefix: `rate:${name}`, points, duration: durationSeconds }
  const memory = new RateLimiterMemory(options)
  const url = getEnv().REDIS_URL
  if (!url) return memory
  try {
    const storeClient = await redisClient(url)
    return new RateLimiterRedis({
      ...options,
      storeClient,
      useRedisPackage: true,
      insuranceLimiter: memory,
    })
  } catch {
    return memory
  }
}

/** The limiter of `limit` (created on first use), for counts that `consume` does not cover. */
export function rateLimiter(limit: RateLimit): Promise<RateLimiterAbstract> {
  let limiter = limiters.get(limit.name)
  if (!limiter) {
    limiter = createLimiter(limit)
    limiters.set(limit.name, limiter)
  }
  return limiter
}

/**
 * The wait a limiter's refusal carries, or null for any other error. rate-limiter-flexible
 * rejects with a result object, not an Error; it is read by its shape, since the limiter may have
 * been made by another bundle's copy of the library, whose classes are not this copy's.
 */
export function refusalWait(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || error instanceof Error) return null
  const wait = (error as { msBeforeNext?: unknown }).msBeforeNext
  return typeof wait === 'number' ? wait : null
}

/** Milliseconds to wait as whole seconds for Retry-After (at least 1). */
export const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/** Takes one request from the key's allowance; says how long to wait when it is used up. */
export async function consume(limit: RateLimit, key: string): Promise<RateLimitResult> {
  try {
    await (await rateLimiter(limit)).consume(key)
    return { ok: true }
  } catch (error) {
    const wait = refusalWait(error)
    if (wait === null) throw error
    return { ok: false, retryAfterSeconds: retryAfterSeconds(wait) }
  }
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', rest] = text.split('::')
  const left = head ? head.split(':') : []
  const right = rest ? rest.split(':') : []
  const zeros = rest === undefined ? [] : Array(8 - left.length - right.length).fill('0')
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16))
}

/**
 * The key an address is counted under: an IPv4 address as it is, an IPv6 address by its /64
 * network (`2001:db8:1:2::/64`), since one subscriber is given a whole /64 and may pick a new
 * address in it for every request. An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is
 * IPv4. Anything else (no address) is kept as it is.
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address
  const groups = ipv6Groups(address)
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/**
 * The client's rate-limit key: the production server (scripts/serve.mjs) sets X-Forwarded-For
 * to the one address it resolved, trusting the header only from TRUSTED_PROXIES; an IPv6 client
 * counts by its /64 (`addressKey`).
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return addressKey(forwarded || headers.get('x-real-ip')?.trim() || 'unknown')
}

/** The 429 answer: JSON message and Retry-After in seconds. */
export function tooManyRequests(retryAfterSeconds: number, message: string): Response {
  return Response.json(
    { error: message },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  )
}
