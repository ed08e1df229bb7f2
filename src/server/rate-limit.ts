import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

export type RateLimit = { name: string; points: number; durationSeconds: number }

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

const limiters = new Map<string, RateLimiterMemory>()

function limiterFor({ name, points, durationSeconds }: RateLimit): RateLimiterMemory {
  let limiter = limiters.get(name)
  if (!limiter) {
    limiter = new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds })
    limiters.set(name, limiter)
  }
  return limiter
}

/** Takes one request from the key's allowance; says how long to wait when it is used up. */
export async function consume(limit: RateLimit, key: string): Promise<RateLimitResult> {
  try {
    await limiterFor(limit).consume(key)
    return { ok: true }
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
    }
    throw error
  }
}

/** The client's address as the proxy in front of the app reports it (first X-Forwarded-For). */
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
