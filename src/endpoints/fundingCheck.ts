import type { Endpoint } from 'payload'

import { runFundingCheck } from '@/server/fundingCheck'
import { requestLocale, translator } from '@/server/i18n/translator'
import { clientAddress, tooManyRequests } from '@/server/rate-limit'

/** The body as JSON, or as a form post (a browser without JavaScript); {} when unreadable. */
async function readBody(request: Request): Promise<unknown> {
  try {
    const type = request.headers.get('content-type') ?? ''
    if (type.includes('application/x-www-form-urlencoded')) {
      return Object.fromEntries(new URLSearchParams(await request.text()))
    }
    return await request.json()
  } catch {
    return {}
  }
}

/**
 * POST /api/funding-check {oib, nkd} → {count, opportunities:[{id, fundName, funding, deadline}]}
 * (design.md section 5). Bad input answers 400 with messages in the request's language.
 */
export const fundingCheckEndpoint: Endpoint = {
  path: '/funding-check',
  method: 'post',
  handler: async (req) => {
    const locale = requestLocale(req.url, req.headers)
    const t = translator(locale, 'FundingCheck')
    const body = await readBody(req as unknown as Request)
    const result = await runFundingCheck(req.payload, locale, body, clientAddress(req.headers))
    switch (result.status) {
      case 'limited':
        return tooManyRequests(
          result.retryAfterSeconds,
          t('tooMany', { seconds: result.retryAfterSeconds }),
        )
      case 'invalid': {
        const errors = Object.fromEntries(
          Object.entries(result.errors).map(([field, problem]) => [field, t(problem)]),
        )
        const missing = Object.values(result.errors).includes('required')
        const error = missing ? t('required') : Object.values(errors)[0]
        return Response.json({ error, errors }, { status: 400 })
      }
      case 'error':
        return Response.json({ error: t('error') }, { status: 503 })
      case 'results':
        return Response.json({
          count: result.opportunities.length,
          opportunities: result.opportunities,
        })
    }
  },
}
