import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { getEnv } from './env'
import { redisClient } from './redis'

export type RateLimit = { name: string; points: number; durationSeconds: number }

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

const limiters = new Map<string, Promise<RateLimiterAbstract>>()

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

function limiterFor(limit: RateLimit): Promise<RateLimiterAbstract> {
  let limiter = limiters.get(limit.name)
  if (!limiter) {
    limiter = createLimiter(limit)
    limiters.set(limit.name, limiter)
  }
  return limiter
}

/** Takes one request from the key's allowance; says how long to wait when it is used up. */
export async function consume(limit: RateLimit, key: string): Promise<RateLimitResult> {
  try {
    await (await limiterFor(limit)).consume(key)
    return { ok: true }
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
    }
    throw error
  }
}

/**
 * The client's address: the production server (scripts/serve.mjs) sets X-Forwarded-For to the
 * one address it resolved, trusting the header only from TRUSTED_PROXIES.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown'
}

/** The 429 answer: JSON message and Retry-After in seconds. */
export function tooManyRequests(retryAfterSeconds: number, message: string): Response {
  return Response.json(
    { error: message },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  )
}
