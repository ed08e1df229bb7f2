import { randomBytes } from 'node:crypto'

import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { hasRole } from '@/access/roles'
import { normaliseEmail } from '@/forms/email'
import { isLocale } from '@/i18n/locales'
import type { User } from '@/payload-types'

import { queueAccountMail } from '../../../service'

/** How long the link to confirm a new address stays valid. */
const linkHours = 24

/**
 * A new e-mail address takes effect only once the link mailed to it is opened
 * (GET /api/account/confirm-email). Until then the account keeps its address and shows the new
 * one as waiting, so nobody can move their account onto someone else's address. An admin
 * changing another person's account sets the address directly.
 */
export const holdNewEmail: CollectionBeforeChangeHook<User> = ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !req.user || !originalDoc) return data
  if (typeof data?.email !== 'string') return data
  const requested = normaliseEmail(data.email)
  if (requested === originalDoc.email) return data
  if (hasRole(req.user, 'admin') && String(req.user.id) !== String(originalDoc.id)) return data
  const token = randomBytes(32).toString('hex')
  // Hidden fields are not in the saved document the after-change hook sees: hand it over.
  req.context.newEmailLink = { userId: originalDoc.id, token }
  return {
    ...data,
    email: originalDoc.email,
    pendingEmail: requested,
    emailChangeToken: token,
    emailChangeExpiration: new Date(Date.now() + linkHours * 3_600_000).toISOString(),
  }
}

/** Mails the link to the new address when one was just requested. */
export const mailNewEmailLink: CollectionAfterChangeHook<User> = async ({ doc, req }) => {
  const link = req.context.newEmailLink as { userId: number; token: string } | undefined
  if (!link || link.userId !== doc.id || !doc.pendingEmail) return doc
  delete req.context.newEmailLink
  const language = req.i18n?.language
  const locale = isLocale(language) ? language : 'hr'
  await queueAccountMail(req.payload, doc, 'changeEmail', locale, link.token)
  return doc
}
