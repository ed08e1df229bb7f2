import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const derive = promisify(pbkdf2)

/** Payload's hash format (payload/dist/auth/strategies/local/generatePasswordSaltHash.js). */
const currentPrefix = 'pbkdf2-sha256-v1:'
const current = { iterations: 600_000, keyLength: 32 }
const legacy = { iterations: 25_000, keyLength: 512 }

/** True when `password` is the one stored as `hash` and `salt` (either of Payload's formats). */
export async function matchesStoredPassword(
  stored: { hash?: unknown; salt?: unknown },
  password: string,
): Promise<boolean> {
  const { hash, salt } = stored
  if (typeof hash !== 'string' || typeof salt !== 'string') return false
  const isCurrent = hash.startsWith(currentPrefix)
  const { iterations, keyLength } = isCurrent ? current : legacy
  const expected = Buffer.from(isCurrent ? hash.slice(currentPrefix.length) : hash, 'hex')
  const actual = await derive(password, salt, iterations, keyLength, 'sha256')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * The work of checking one password, spent on nothing: a sign-in for an unknown address or a
 * locked account then costs what a real check costs, so its timing tells nothing.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  await derive(
    password,
    randomBytes(32).toString('hex'),
    current.iterations,
    current.keyLength,
    'sha256',
  )
}
