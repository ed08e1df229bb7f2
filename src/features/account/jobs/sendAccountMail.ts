import type { TaskConfig } from 'payload'

import { isLocale } from '@/i18n/locales'
import type { Env } from '@/server/env'
import { errorText, isLastAttempt, mailRetries } from '@/server/jobs/retries'
import { log } from '@/server/log'
import { mailBrand } from '@/server/mail/brand'

import { accountMail, type AccountMailKind } from '../mail/accountMail'

/**
 * Sends an account mail: the confirmation link (the account's current verification token),
 * the notice that an address is already registered, the password-reset or unlock link (its
 * token comes with the job), or the link that confirms a new address (sent to that address, and
 * only while it is still the change the account waits for).
 */
export const sendAccountMail = (env: Env): TaskConfig<'send-account-mail'> => ({
  slug: 'send-account-mail',
  label: 'Send account mail',
  inputSchema: [
    { name: 'userId', type: 'number', required: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: ['confirm', 'alreadyRegistered', 'reset', 'changeEmail', 'unlock'],
    },
    { name: 'locale', type: 'text', required: true },
    { name: 'token', type: 'text' },
  ],
  retries: mailRetries(env),
  handler: async ({ input, job, req }) => {
    const user = await req.payload
      .findByID({
        collection: 'users',
        id: input.userId,
        depth: 0,
        overrideAccess: true,
        showHiddenFields: true,
        req,
      })
      .catch(() => null)
    const kind = input.kind as AccountMailKind
    const token = kind === 'confirm' ? user?._verificationToken : input.token
    if (!user || (kind === 'confirm' && (user._verified || !token))) return { output: {} }
    if (kind === 'changeEmail' && (!user.pendingEmail || user.emailChangeToken !== token)) {
      return { output: {} }
    }
    const locale = isLocale(input.locale) ? input.locale : 'hr'
    try {
      const { brand, from } = await mailBrand(req.payload, env, locale, req)
      const mail = accountMail(user, kind, locale, env.SITE_URL, token ?? '', brand)
      await req.payload.sendEmail({ ...mail, from })
    } catch (error) {
      log(isLastAttempt(env, job.totalTried) ? 'error' : 'warn', 'account mail not sent', {
        userId: user.id,
        kind,
        error: errorText(error),
      })
      throw error
    }
    return { output: {} }
  },
})
