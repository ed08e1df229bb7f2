import { getEnv } from '@/server/env'
import { accountCopy } from '@/server/mail/accountCopy'
import { accountMail } from '@/server/mail/accountMail'

type Args = { token: string; user: { email: string; fullName?: string | null } }

/**
 * Payload's own verification mail (sent when an admin creates an account in /admin, which is
 * already confirmed): the site's Croatian confirmation mail instead of Payload's default.
 */
export const verificationMailHtml = ({ token, user }: Args) =>
  String(
    accountMail(
      { email: user.email, fullName: user.fullName ?? user.email },
      'confirm',
      'hr',
      getEnv().SITE_URL,
      token,
    ).html,
  )

export const verificationSubject = () => accountCopy.hr.confirmSubject
