import type { TaskConfig } from 'payload'

import { plainLine } from '@/forms/text'
import type { Env } from '@/server/env'

/** Mail jobs retry MAIL_RETRY_ATTEMPTS times, waiting MAIL_RETRY_DELAY_MS · 2^n in between. */
export const mailRetries = (env: Env): TaskConfig['retries'] => ({
  attempts: env.MAIL_RETRY_ATTEMPTS,
  backoff: { type: 'exponential', delay: env.MAIL_RETRY_DELAY_MS },
})

/** True when this run is the last one the retry policy allows. */
export const isLastAttempt = (env: Env, previousTries: number | null | undefined) =>
  (previousTries ?? 0) >= env.MAIL_RETRY_ATTEMPTS

/**
 * A short, log-safe description of a failure: one line (an SMTP server's answer may have
 * several), at most 500 characters, fit for a text field (src/fields/plainText.ts).
 */
export const errorText = (error: unknown) =>
  plainLine((error instanceof Error ? error.message : String(error)).slice(0, 500))
