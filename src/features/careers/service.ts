import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { storeLead } from '@/features/contact'
import { validateContact, type ContactProblem } from '@/features/contact/rules'
import type { Locale } from '@/i18n/locales'
import { log } from '@/server/log'
import { consume } from '@/server/rateLimit'

import { findOpenJob } from './jobs'
import { cvProblem, type CvProblem } from './rules/cv'

/** Applications one address may send per hour (refused ones count: a wrong file or two is fine). */
export const applicationLimit = { name: 'application', points: 10, durationSeconds: 3600 }

/** The fields of the application form that can be refused. */
export type ApplicationField = 'firstName' | 'lastName' | 'email' | 'message' | 'cv'
export type ApplicationProblem = ContactProblem | CvProblem

/** The CV as it arrived: its name as the applicant's computer called it, and its bytes. */
export type UploadedCv = { name: string; bytes: Uint8Array }

export type ApplicationResult =
  | { status: 'stored' }
  | { status: 'invalid'; errors: Partial<Record<ApplicationField, ApplicationProblem>> }
  | { status: 'closed' }
  | { status: 'limited'; retryAfterSeconds: number }
  | { status: 'error' }

/** The applicant's file name, kept for the editors: one line, printable, at most 200 characters. */
const cleanName = (name: string) =>
  name
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200) || 'cv.pdf'

/**
 * A job application (POST /api/careers/apply): rate limit, the same checks of name, e-mail and
 * message as the contact form, the CV checked by size and content (a PDF up to 5 MB), and the
 * opening must still be open. The CV is stored privately under a random name, then the
 * application becomes a lead that points at it and at the opening; the lead queues the mail to
 * the firm. "stored" is answered only once both are in the database; when the lead cannot be
 * stored, the CV is removed again, so nothing is kept half. A filled honeypot gets the same
 * answer and nothing is stored.
 */
export async function submitApplication(
  payload: Payload,
  locale: Locale,
  input: { fields: Record<string, string>; jobId: number | null; cv: UploadedCv | null },
  clientKey: string,
): Promise<ApplicationResult> {
  const limited = await consume(applicationLimit, clientKey)
  if (!limited.ok) return { status: 'limited', retryAfterSeconds: limited.retryAfterSeconds }
  const checked = validateContact({ ...input.fields, company: '' })
  const errors: Partial<Record<ApplicationField, ApplicationProblem>> = checked.ok
    ? {}
    : { ...checked.errors }
  const problem = cvProblem(input.cv?.bytes ?? null)
  if (problem) errors.cv = problem
  if (!checked.ok || problem) return { status: 'invalid', errors }
  if (checked.spam) {
    log('info', 'application honeypot filled: application dropped')
    return { status: 'stored' }
  }
  const job = input.jobId === null ? null : await findOpenJob(payload, locale, input.jobId)
  if (!job) return { status: 'closed' }
  const { bytes, name } = input.cv!
  let fileId: number
  try {
    const file = await payload.create({
      collection: 'application-files',
      data: { originalName: cleanName(name), job: job.id },
      file: {
        data: Buffer.from(bytes),
        mimetype: 'application/pdf',
        name: `cv-${randomUUID()}.pdf`,
        size: bytes.byteLength,
      },
      overrideAccess: true,
    })
    fileId = file.id
  } catch (error) {
    log('error', 'CV could not be stored', { jobId: job.id, error: String(error) })
    return { status: 'error' }
  }
  const { firstName, lastName, email, message } = checked.value
  const leadId = await storeLead(payload, locale, {
    source: 'application',
    firstName,
    lastName,
    email,
    message,
    job: job.id,
    cv: fileId,
  })
  if (leadId === null) {
    await payload
      .delete({ collection: 'application-files', id: fileId, overrideAccess: true })
      .catch((error: unknown) =>
        log('error', 'CV of an unstored application not removed', { fileId, error: String(error) }),
      )
    return { status: 'error' }
  }
  return { status: 'stored' }
}
