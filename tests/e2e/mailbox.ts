import { expect } from '@playwright/test'

type Mail = {
  to: string
  subject: string
  text: string
  /** Its text attachments (a calendar invitation: text/calendar). */
  attachments: { contentType: string; content: string }[]
}

const mailbox = `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 26}/mails`

/**
 * The newest mail the site sent to the SMTP test peer that matches, waiting up to 15 s for the
 * job queue to send it.
 */
export async function receivedMail(match: (mail: Mail) => boolean): Promise<Mail> {
  let found: Mail | undefined
  await expect(async () => {
    const mails = (await (await fetch(mailbox)).json()) as Mail[]
    found = mails.filter(match).at(-1)
    expect(found).toBeTruthy()
  }).toPass({ timeout: 15_000 })
  return found!
}

/** The site-relative address of the first link in a mail's text that matches `pattern`. */
export function linkIn(mail: Mail, pattern: RegExp): string {
  const match = pattern.exec(mail.text)
  expect(match, `a link matching ${pattern} in: ${mail.text}`).toBeTruthy()
  const url = new URL(match![0])
  return `${url.pathname}${url.search}`
}
