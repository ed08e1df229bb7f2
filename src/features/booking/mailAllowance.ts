import { normaliseEmail } from '@/forms/email'
import { consume, rateLimiter, type RateLimit, type RateLimitResult } from '@/server/rateLimit'

/**
 * Booking mails that visitors' doings may send one address per day (issue 48): a booking, a move
 * and a cancellation by the mailed link (one mail to the visitor each), and the reminder. Anyone
 * may type any address into the booking form and the address is never confirmed, so this bounds
 * what one person can make a stranger's inbox receive. Counted in the shared rate-limit store
 * (Redis with REDIS_URL), keyed by the normalised address. Changes made by staff in /admin are
 * not counted.
 */
export const bookingMailLimit: RateLimit = {
  name: 'booking-mail',
  points: 8,
  durationSeconds: 86_400,
}

const mailKey = (email: string) => normaliseEmail(email)

/**
 * Takes one of the day's booking mails of `email`, before the change that sends it: a change is
 * refused when they are used up, so that no change happens without its mail.
 */
export function takeBookingMail(email: string): Promise<RateLimitResult> {
  return consume(bookingMailLimit, mailKey(email))
}

/**
 * Gives back a mail taken for a change that did not happen (the slot taken, a failed write).
 * Never throws: when the store cannot be reached, the mail stays counted (the safe side).
 */
export async function returnBookingMail(email: string): Promise<void> {
  try {
    await (await rateLimiter(bookingMailLimit)).reward(mailKey(email), 1)
  } catch {
    // Counted as sent.
  }
}
