import { randomInt } from 'node:crypto'

/**
 * Runs `work` and answers no sooner than `ms` (plus a little jitter) after the start, so an
 * answer's timing does not tell an unknown address from a known one, or a locked account from
 * a wrong password.
 */
export async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = Date.now()
  try {
    return await work()
  } finally {
    const wait = ms + randomInt(0, 40) - (Date.now() - started)
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  }
}
