import type { Payload, PayloadRequest } from 'payload'

import { normaliseCode } from '@/features/activity-codes/rules'
import { applicantTypes, counties } from '@/features/funding-calls/rules'
import { locales } from '@/i18n/locales'
import { translator } from '@/i18n/translator'

import type { Vocabulary } from './rules/callRows'
import { foldName } from './rules/values'

/** The codes a call may carry: a division, group or class of either classification. */
const callCode = (raw: string) => {
  const code = normaliseCode(raw)
  return code && ['division', 'group', 'class'].includes(code.level) ? code.code : null
}

/** A vocabulary's names for its keys: the key itself and its label in each language. */
function names(
  keys: readonly string[],
  label: (key: string, locale: (typeof locales)[number]) => string,
  generic: RegExp,
) {
  const map = new Map<string, string>()
  for (const key of keys) {
    map.set(foldName(key), key)
    for (const locale of locales) {
      const name = label(key, locale)
      map.set(foldName(name), key)
      // "Zagrebačka županija" is also written "Zagrebačka", "Mikro poduzeća" as "mikro".
      const short = foldName(name.replace(generic, ''))
      if (short && !map.has(short)) map.set(short, key)
    }
  }
  return map
}

/**
 * What an import's rows are checked against: the applicant types and counties by key or name
 * in any of the site's languages, the programmes by name, and the activity-code rules.
 */
export async function importVocabulary(
  payload: Payload,
  req?: PayloadRequest,
): Promise<Vocabulary> {
  const programmes = await payload.find({
    collection: 'programmes',
    locale: 'all',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { name: true },
    req,
  })
  const byName = new Map<string, number>()
  for (const programme of programmes.docs) {
    const name = programme.name as unknown as Record<string, string | null> | string
    const all = typeof name === 'string' ? [name] : Object.values(name)
    for (const value of all) if (value) byName.set(foldName(value), programme.id)
  }
  const catalogue = Object.fromEntries(
    locales.map((locale) => [locale, translator(locale, 'Catalogue')]),
  ) as Record<(typeof locales)[number], ReturnType<typeof translator<'Catalogue'>>>
  return {
    applicants: names(
      applicantTypes,
      (key, locale) => catalogue[locale](`applicants.${key}` as 'applicants.micro'),
      /poduzeća|enterprises|unternehmen/gi,
    ),
    counties: names(
      counties,
      (key, locale) => catalogue[locale](`counties.${key}` as 'counties.zagrebacka'),
      /županija|county|gespanschaft/gi,
    ),
    programmes: byName,
    normaliseCode: callCode,
  }
}
