import { createTranslator } from 'next-intl'

import { defaultLocale, isLocale, type Locale } from './locales'
import de from './messages/de.json'
import en from './messages/en.json'
import hr from './messages/hr.json'

const messages = { hr, en, de }

const create = <N extends keyof typeof hr>(locale: Locale, namespace: N) =>
  createTranslator({ locale, messages: messages[locale], namespace })

// Each language's translator of a namespace is made once: it keeps its compiled messages, and
// mails built by the thousand (the alerts' digest) or endpoints ask for the same ones each time.
const made = new Map<string, unknown>()

/** Messages of one namespace in one language, for code outside a page (HTTP endpoints, mails). */
export function translator<N extends keyof typeof hr>(
  locale: Locale,
  namespace: N,
): ReturnType<typeof create<N>> {
  const key = `${locale}/${namespace}`
  let kept = made.get(key) as ReturnType<typeof create<N>> | undefined
  if (!kept) {
    kept = create(locale, namespace)
    made.set(key, kept)
  }
  return kept
}

/**
 * The messages of one namespace in one language, as they are in the message files: what a
 * browser component of /admin is given by its server parent, that namespace alone, to read
 * through namespaceTranslator (./namespaceTranslator.ts).
 */
export function namespaceMessages<N extends keyof typeof hr>(
  locale: Locale,
  namespace: N,
): (typeof hr)[N] {
  return (messages[locale] as typeof hr)[namespace]
}

/**
 * Messages of one namespace in the language of a Payload operation's request (its admin or API
 * language when that is one of the site's, else Croatian): for hooks that refuse input.
 */
export function requestMessages<N extends keyof typeof hr>(
  req: { i18n?: { language?: string } },
  namespace: N,
) {
  const language = req.i18n?.language
  return translator(isLocale(language) ? language : defaultLocale, namespace)
}

/**
 * The language of an API request: `?locale=` if it is hr, en or de, else the first of those in
 * Accept-Language, else Croatian.
 */
export function requestLocale(url: string | undefined, headers: Headers): Locale {
  const param = url ? new URL(url, 'http://localhost').searchParams.get('locale') : null
  if (isLocale(param)) return param
  const accepted = (headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().slice(0, 2).toLowerCase())
  return accepted.find(isLocale) ?? defaultLocale
}
