import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'

import type { Env } from '../env'
import { senderOf } from './adapter'

/**
 * The brand of the site's mails: its name in the site settings (else the name in the message
 * files), and the sender built from it, unless MAIL_FROM names one.
 */
export async function mailBrand(
  payload: Payload,
  env: Pick<Env, 'MAIL_FROM' | 'SITE_URL'>,
  locale: Locale,
  req?: PayloadRequest,
) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const brand = settings.brandName || translator(locale, 'Metadata')('siteName')
  return { brand, from: senderOf(env, brand), settings }
}
