import type { Endpoint } from 'payload'
import { z } from 'zod'

import { locales } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { incoming } from '@/server/http/request'
import { consume, tooManyRequests, type RateLimit } from '@/server/rateLimit'

import { activityCodeIndex } from './codeIndex'
import { classifications } from './rules/codes'
import { suggestCodes } from './rules/codeSearch'

/** A visitor types: a few suggestions per key press, 240 a minute per address. */
const suggestLimit: RateLimit = { name: 'activity-code-suggest', points: 240, durationSeconds: 60 }

const query = z.object({
  q: z.string().trim().min(1).max(100),
  locale: z.enum(locales).default('hr'),
  limit: z.coerce.number().int().min(1).max(20).default(8),
  classification: z.enum(classifications).optional(),
})

/**
 * GET /api/activity-code-suggestions?q=…&locale=…&limit=…&classification=… → {suggestions: [{classification,
 * code, level, name}]}: codes of NKD 2007 and NKD 2025 for what a visitor typed (a code's start
 * or words of its name in any language), named in the page's language. Cached by browsers for a
 * minute; a query without words answers 400 in the request's language.
 */
export const activityCodeSuggestEndpoint: Endpoint = {
  path: '/activity-code-suggestions',
  method: 'get',
  handler: async (req) => {
    const { locale, key } = incoming(req)
    const t = translator(locale, 'ActivityCodes')
    const limited = await consume(suggestLimit, key)
    if (!limited.ok) {
      return tooManyRequests(
        limited.retryAfterSeconds,
        t('tooMany', { seconds: limited.retryAfterSeconds }),
      )
    }
    const params = Object.fromEntries(new URL(req.url ?? '/', 'http://localhost').searchParams)
    const parsed = query.safeParse(params)
    if (!parsed.success) return Response.json({ error: t('invalidQuery') }, { status: 400 })
    const index = await activityCodeIndex(req.payload)
    const { q, locale: language, limit, classification } = parsed.data
    const suggestions = suggestCodes(index, q, language, limit, classification)
    return Response.json(
      { suggestions },
      {
        headers: {
          'Cache-Control': 'public, max-age=60',
          'Content-Language': language,
        },
      },
    )
  },
}
