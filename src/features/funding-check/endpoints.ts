import type { Endpoint } from 'payload'

import { translator } from '@/i18n/translator'
import {
  bodyOrRefusal,
  incoming,
  invalidInput,
  isFormPost,
  seeResultPage,
} from '@/server/http/request'
import { tooManyRequests } from '@/server/rateLimit'

import { runFundingCheck } from './service'

/**
 * POST /api/funding-check {oib, nkd, version?, county?, size?} → {count, opportunities:[{id,
 * fundName, funding, deadline, daysLeft, match, deadlineLabel, daysLeftLabel, reasons}],
 * correspondence}: `version` is nkd2007 (default) or nkd2025; calls tagged with the
 * corresponding codes of the other version are found too, and `correspondence` says so.
 * Bad input answers 400 with messages in the request's language. A plain
 * form post (no JavaScript) is answered with a redirect to the result page, which lists the
 * calls for the activity code; the OIB never leaves this request.
 */
export const fundingCheckEndpoint: Endpoint = {
  path: '/funding-check',
  method: 'post',
  handler: async (req) => {
    const { request, locale, key } = incoming(req)
    const t = translator(locale, 'FundingCheck')
    const read = await bodyOrRefusal(request, locale, 'funding-check')
    if (!read.ok) return read.response
    const body = read.value
    const result = await runFundingCheck(req.payload, locale, body, key)
    if (isFormPost(request)) {
      const profile = result.status === 'results' ? result.profile : null
      return seeResultPage(locale, 'funding-check', result, {
        ...(profile ? { nkd: profile.code } : {}),
        ...(profile?.version === 'nkd2025' ? { version: profile.version } : {}),
        ...(profile?.county ? { county: profile.county } : {}),
        ...(profile?.size ? { size: profile.size } : {}),
      })
    }
    switch (result.status) {
      case 'limited':
        return tooManyRequests(
          result.retryAfterSeconds,
          t('tooMany', { seconds: result.retryAfterSeconds }),
        )
      case 'invalid':
        return invalidInput(result.errors, (problem) => t(problem as 'required'))
      case 'error':
        return Response.json({ error: t('error') }, { status: 503 })
      case 'results':
        return Response.json(
          {
            count: result.opportunities.length,
            opportunities: result.opportunities,
            correspondence: result.correspondence,
          },
          { headers: { 'Content-Language': locale } },
        )
    }
  },
}
