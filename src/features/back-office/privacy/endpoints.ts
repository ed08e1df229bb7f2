import type { Endpoint, PayloadRequest, TypedUser } from 'payload'
import { z } from 'zod'

import { hasRole } from '@/access/roles'
import type { PersonalDataHolder } from '@/core/personalData'
import { isEmailAddress, normaliseEmail } from '@/forms/email'
import { readBody, unreadableBody } from '@/server/http/body'
import { log } from '@/server/log'
import { consume, tooManyRequests, type RateLimit } from '@/server/rateLimit'
import { adminLanguage } from '@/i18n/adminLanguage'

import { personalDataHolders } from './holders'
import { privacyMessages, refusalMessage, type Language } from './messages'
import {
  countsOf,
  erasePersonalData,
  exportPersonalData,
  findAndRecord,
  refusalOf,
} from './personalData'

/** An admin's requests about personal data per minute. */
const limit: RateLimit = { name: 'privacy-requests', points: 30, durationSeconds: 60 }

const address = z
  .string({ error: 'emailMissing' })
  .trim()
  .min(1, 'emailMissing')
  .refine(isEmailAddress, 'emailInvalid')
  .transform(normaliseEmail)

const findBody = z.object({ email: address })
const eraseBody = z.object({
  email: address,
  confirm: z.literal(true, { error: 'confirmMissing' }),
})

type Problem = 'emailMissing' | 'emailInvalid' | 'confirmMissing'

const problemOf = (issues: z.core.$ZodIssue[]): Problem => {
  const message = issues[0]?.message
  return message === 'emailInvalid' || message === 'confirmMissing' ? message : 'emailMissing'
}

/**
 * Reads an admin's request: 401 signed out, 403 for anyone but an admin, 429 past the limit,
 * 4xx for a body that is not JSON, 400 (with the message in the admin's language) for a missing
 * or malformed address or a missing confirmation. The admin and the address otherwise.
 */
async function admit<T extends { email: string }>(
  req: PayloadRequest,
  schema: z.ZodType<T>,
): Promise<
  { ok: true; user: TypedUser; body: T; language: Language } | { ok: false; response: Response }
> {
  const language = adminLanguage(req)
  const say = (key: keyof typeof privacyMessages, status: number) => ({
    ok: false as const,
    response: Response.json({ error: privacyMessages[key][language] }, { status }),
  })
  if (!req.user) return say('signedOut', 401)
  if (!hasRole(req.user, 'admin')) return say('forbidden', 403)
  const limited = await consume(limit, String(req.user.id))
  if (!limited.ok) {
    const message = privacyMessages.tooMany[language].replace(
      '{seconds}',
      String(limited.retryAfterSeconds),
    )
    return { ok: false, response: tooManyRequests(limited.retryAfterSeconds, message) }
  }
  const read = await readBody(req as unknown as Request)
  if (!read.ok) return { ok: false, response: unreadableBody(language, read.problem) }
  const parsed = schema.safeParse(read.value)
  if (!parsed.success) {
    const problem = problemOf(parsed.error.issues)
    const field = problem === 'confirmMissing' ? 'confirm' : 'email'
    const message = privacyMessages[problem][language]
    return {
      ok: false,
      response: Response.json({ error: message, errors: { [field]: message } }, { status: 400 }),
    }
  }
  return { ok: true, user: req.user, body: parsed.data, language }
}

/** A collection's plural name in the admin's language. */
function labelOf(req: PayloadRequest, slug: string, language: Language): string {
  const plural =
    req.payload.collections[slug as keyof typeof req.payload.collections]?.config.labels?.plural
  if (typeof plural === 'string') return plural
  if (plural && typeof plural === 'object') {
    const byLanguage = plural as Record<string, string>
    return byLanguage[language] ?? byLanguage.en ?? slug
  }
  return slug
}

/** Per collection, in the holders' order: its name, how many records, what erasure does. */
function summary(
  req: PayloadRequest,
  holders: PersonalDataHolder[],
  counts: Record<string, number>,
  language: Language,
) {
  const collections = holders.map(({ collection, erasure, effect }) => ({
    collection,
    label: labelOf(req, collection, language),
    count: counts[collection] ?? 0,
    erasure,
    effect: effect[language],
  }))
  return { total: collections.reduce((sum, entry) => sum + entry.count, 0), collections }
}

type Admitted<T> = { req: PayloadRequest; user: TypedUser; body: T; language: Language }

/**
 * An admin's endpoint about personal data: the request admitted (`admit`), then the action; an
 * action that fails is logged and answered 503 with the message in the admin's language.
 */
function privacyEndpoint<T extends { email: string }>(
  path: `/${'find' | 'export' | 'erase'}`,
  schema: z.ZodType<T>,
  action: (admitted: Admitted<T>) => Promise<Response>,
): Endpoint {
  return {
    path,
    method: 'post',
    handler: async (req) => {
      const admitted = await admit(req, schema)
      if (!admitted.ok) return admitted.response
      try {
        return await action({ req, ...admitted })
      } catch (error) {
        log('error', 'personal data request failed', { action: path, error: String(error) })
        const message = privacyMessages.failed[admitted.language]
        return Response.json({ error: message }, { status: 503 })
      }
    },
  }
}

/**
 * POST /api/privacy-requests/find {email} → what is held about the address: per collection its
 * name, count and what erasure would do; the total; and, when erasure would be refused (a staff
 * member's address), why. Recorded in the audit.
 */
const findEndpoint = privacyEndpoint('/find', findBody, async ({ req, user, body, language }) => {
  const holders = await personalDataHolders()
  const found = await findAndRecord(req.payload, body.email, user)
  const refusal = refusalOf(holders, found, body.email)
  return Response.json({
    email: body.email,
    ...summary(req, holders, countsOf(holders, found), language),
    refusal: refusal ? refusalMessage(refusal, language) : null,
  })
})

/**
 * POST /api/privacy-requests/export {email} → a JSON file (an attachment) of every record held
 * about the address, by collection, for the person. Recorded in the audit.
 */
const exportEndpoint = privacyEndpoint('/export', findBody, async ({ req, user, body }) => {
  const file = await exportPersonalData(req.payload, body.email, user)
  const day = file.exportedAt.slice(0, 10)
  return new Response(JSON.stringify(file, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="personal-data-${day}.json"`,
      'Cache-Control': 'private, no-store',
    },
  })
})

/**
 * POST /api/privacy-requests/erase {email, confirm: true} → the records erased or anonymised per
 * collection; 409 with the reason when the address is a staff member's (nothing is erased).
 * Recorded in the audit.
 */
const eraseEndpoint = privacyEndpoint(
  '/erase',
  eraseBody,
  async ({ req, user, body, language }) => {
    const result = await erasePersonalData(req.payload, body.email, user)
    if (result.status === 'refused') {
      return Response.json({ error: refusalMessage(result.refusal, language) }, { status: 409 })
    }
    return Response.json({
      email: body.email,
      erased: true,
      ...summary(req, await personalDataHolders(), result.counts, language),
    })
  },
)

/** The personal data endpoints, under /api/privacy-requests. */
export const privacyEndpoints: Endpoint[] = [findEndpoint, exportEndpoint, eraseEndpoint]
