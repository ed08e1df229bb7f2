import { rateLimiter, refusalWait, retryAfterSeconds, type RateLimit } from '@/server/rateLimit'

import { freeSignIns, waitAfterFailures } from './rules/signInDelay'

/**
 * Failed sign-ins per account and per address, in the shared rate-limit store, counted for a day
 * from the first. An attempt counts as failed from its start until it proves otherwise, so that
 * attempts sent side by side cannot all pass as free ones.
 */
const failures: RateLimit = {
  name: 'sign-in-failures',
  points: freeSignIns,
  durationSeconds: 86_400,
}

/**
 * What an attempt past the free ones must pass: shut for the wait after each failure, and held
 * by the attempt in progress (a minute at most) so that attempts sent alongside it wait too.
 */
const gate: RateLimit = { name: 'sign-in-gate', points: 1, durationSeconds: 60 }

/** How an attempt ended: the right password, a wrong one (or no such account), or neither. */
export type SignInOutcome = 'success' | 'failure' | 'other'

type Entry = { key: string; count: number; holdsGate: boolean }

type Entered = { ok: true; entry: Entry } | { ok: false; retryAfterSeconds: number }

/** Counts an attempt for `key`; past the free ones it must also pass the gate (if `gated`). */
async function enter(key: string, gated: boolean): Promise<Entered> {
  const counts = await rateLimiter(failures)
  const { consumedPoints: count } = await counts.penalty(key)
  if (!gated || count <= freeSignIns) return { ok: true, entry: { key, count, holdsGate: false } }
  try {
    await (await rateLimiter(gate)).consume(key)
    return { ok: true, entry: { key, count, holdsGate: true } }
  } catch (error) {
    await counts.reward(key)
    const wait = refusalWait(error)
    if (wait === null) throw error
    return { ok: false, retryAfterSeconds: retryAfterSeconds(wait) }
  }
}

/**
 * Records how an entered attempt ended: a failure keeps its count and, from the fifth on,
 * shuts the gate for the wait (true when that wait is the first); anything else takes the
 * count back, and a success of the account (`clears`) wipes its failures.
 */
async function leave(entry: Entry, outcome: SignInOutcome, clears: boolean): Promise<boolean> {
  const counts = await rateLimiter(failures)
  const doors = await rateLimiter(gate)
  if (outcome === 'failure') {
    if (entry.count >= freeSignIns) await doors.block(entry.key, waitAfterFailures(entry.count))
    return entry.count === freeSignIns
  }
  if (outcome === 'success' && clears) {
    await Promise.all([counts.delete(entry.key), doors.delete(entry.key)])
    return false
  }
  await counts.reward(entry.key)
  if (entry.holdsGate) await doors.delete(entry.key)
  return false
}

const accountKey = (email: string) => `account:${email}`

export type SignInHold =
  | { ok: false; retryAfterSeconds: number }
  | { ok: true; finish: (outcome: SignInOutcome) => Promise<{ waitStarted: boolean }> }

/**
 * Lets a sign-in attempt through, or says how long it must wait. Failures count per account
 * (its normalised e-mail address, whether or not an account has it, so the answers tell
 * nothing) and per client address; after 5 failures each further attempt waits 1 s, 2 s,
 * 4 s … at most 15 minutes. A browser the account's owner signed in from (`knownDevice`) is held
 * only by its own address's wait, never the account's: an attacker can slow the guessing but
 * never keep the owner out. `finish` reports the outcome; `waitStarted` says the account's
 * wait has just begun (its owner is then mailed an unlock link).
 */
export async function holdSignIn(attempt: {
  email: string
  address: string
  knownDevice: boolean
}): Promise<SignInHold> {
  const byAddress = await enter(`address:${attempt.address}`, true)
  if (!byAddress.ok) return byAddress
  const byAccount = await enter(accountKey(attempt.email), !attempt.knownDevice).catch(
    async (error: unknown) => {
      await leave(byAddress.entry, 'other', false)
      throw error
    },
  )
  if (!byAccount.ok) {
    await leave(byAddress.entry, 'other', false)
    return byAccount
  }
  return {
    ok: true,
    finish: async (outcome) => {
      await leave(byAddress.entry, outcome, false)
      return { waitStarted: await leave(byAccount.entry, outcome, true) }
    },
  }
}

/** Wipes an account's failed sign-ins and its wait (the mailed unlock link, an admin's unlock). */
export async function clearSignInDelay(email: string): Promise<void> {
  const key = accountKey(email)
  await Promise.all([
    (await rateLimiter(failures)).delete(key),
    (await rateLimiter(gate)).delete(key),
  ])
}
