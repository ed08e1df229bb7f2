import { chunked, readableDocs, sentence, type FeatureKnowledge } from '@/core/knowledge'
import { translator } from '@/i18n/translator'
import { formatDate } from '@/lib/formatDate'

import { catalogueWhere } from './catalogueWhere'
import { grantLabel } from './fundingCalls'
import { codeKeyLabel } from './rules'

/** Each open call: its facts (deadline, grant, activity codes), then its description. */
export const knowledge: FeatureKnowledge = async (payload, locale) => {
  const calls = await readableDocs(payload, 'funding-calls', locale, {
    where: catalogueWhere({ status: 'open' }, new Date()),
  })
  const t = translator(locale, 'FundingCalls')
  return {
    passages: calls.docs.flatMap((call) => {
      const url = `/natjecaj/${call.id}`
      const funding = grantLabel(locale, call)
      const codes = (call.nkdCodes ?? []).map((row) => row.code)
      return [
        {
          id: `call:${url}`,
          title: call.fundName,
          tags: ['#open'],
          text: [
            sentence(call.shortDescription),
            call.deadline
              ? `${t('knowledge.deadline')}: ${formatDate(locale, call.deadline)}.`
              : `${t('rolling')}.`,
            funding ? `${t('knowledge.funding')}: ${funding}.` : '',
            codes.length ? `${t('knowledge.nkd')}: ${codes.map(codeKeyLabel).join(', ')}.` : '',
          ]
            .filter(Boolean)
            .join(' '),
          url,
        },
        ...chunked(
          `call:${url}:details`,
          call.fundName,
          url,
          (call.fullDescription ?? '').split('\n'),
        ),
      ]
    }),
  }
}
