import { translator } from '@/i18n/translator'
import { formEndpoint } from '@/server/http/formEndpoint'
import { seeResultPage } from '@/server/http/request'

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
export const fundingCheckEndpoint = formEndpoint({
  path: '/funding-check',
  form: 'funding-check',
  words: {
    limited: (locale, seconds) => translator(locale, 'FundingCheck')('tooMany', { seconds }),
    problem: (locale, problem) => translator(locale, 'FundingCheck')(problem as 'required'),
  },
  submit: ({ req, locale, body, key }) => runFundingCheck(req.payload, locale, body, key),
  page: (result, { locale }) => {
    const profile = result.status === 'results' ? result.profile : null
    return seeResultPage(locale, 'funding-check', result, {
      ...(profile ? { nkd: profile.code } : {}),
      ...(profile?.version === 'nkd2025' ? { version: profile.version } : {}),
      ...(profile?.county ? { county: profile.county } : {}),
      ...(profile?.size ? { size: profile.size } : {}),
    })
  },
  json: (result, { locale }) =>
    result.status === 'results'
      ? Response.json(
          {
            count: result.opportunities.length,
            opportunities: result.opportunities,
            correspondence: result.correspondence,
          },
          { headers: { 'Content-Language': locale } },
        )
      : Response.json({ error: translator(locale, 'FundingCheck')('error') }, { status: 503 }),
})
