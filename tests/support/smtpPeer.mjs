// A real SMTP server on loopback for the tests (the `smtp-server` package), which keeps every
// mail it receives, parsed. Integration tests import the class; the browser tests run this file
// as a second web server (see playwright.config.ts): SMTP on E2E_SMTP_PORT, and on
// E2E_MAILBOX_PORT an HTTP mailbox, GET /mails → [{to, subject, text, attachments}], for the tests
// to read.
import { createServer } from 'node:http'
import { pathToFileURL } from 'node:url'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export class SmtpPeer {
  /** @type {import('mailparser').ParsedMail[]} */
  mails = []
  /** @type {SMTPServer | undefined} */
  server = undefined
  port = 0
  /** Addresses refused for good at RCPT TO (550), as a mailbox that does not exist. */
  refused = new Set()

  /** Starts listening (again) on `port`, by default the port of the previous start. */
  async start(port = this.port) {
    /** Sessions whose connection has closed: a mail still being read on one is not accepted. */
    const closed = new Set()
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // A stop closes the connections still open (a pooled client's) after 200 ms, with 421, as
      // a mail server going down for a restart does; meanwhile every command is refused (421).
      closeTimeout: 200,
      onClose: (session) => {
        closed.add(session.id)
      },
      onRcptTo: (address, _session, callback) => {
        if (!this.refused.has(address.address.toLowerCase())) return callback()
        const error = /** @type {Error & { responseCode?: number }} */ (
          new Error('5.1.1 Mailbox does not exist')
        )
        error.responseCode = 550
        callback(error)
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            // Kept only if its connection is still there to be told it was accepted: a mail
            // cut off by a stop is not delivered (the client sends it again), as with a real
            // server, which accepts a mail only once it has it whole.
            if (closed.has(session.id)) return
            this.mails.push(mail)
            callback()
          })
          .catch(callback)
      },
    })
    await new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve(undefined))
    })
    this.server = server
    this.port = /** @type {import('node:net').AddressInfo} */ (server.server.address()).port
    return this
  }

  /** Stops accepting mail, as a mail server that is down. */
  async stop() {
    const server = this.server
    this.server = undefined
    if (server) await new Promise((resolve) => server.close(() => resolve(undefined)))
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`
  }

  /** Mails whose To header contains the address. */
  to(/** @type {string} */ address) {
    return this.mails.filter((mail) => JSON.stringify(mail.to ?? '').includes(address))
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const peer = await new SmtpPeer().start(Number(process.env.E2E_SMTP_PORT))
  createServer((request, response) => {
    const mails = peer.mails.map((mail) => ({
      to: mail.to
        ? [mail.to]
            .flat()
            .map((entry) => entry.text)
            .join(', ')
        : '',
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      // Text attachments (a calendar invitation), with their type and content.
      attachments: mail.attachments
        .filter((attachment) => attachment.contentType.startsWith('text/'))
        .map((attachment) => ({
          contentType: attachment.contentType,
          content: attachment.content.toString('utf8'),
        })),
    }))
    response.writeHead(request.url === '/mails' ? 200 : 404, { 'content-type': 'application/json' })
    response.end(request.url === '/mails' ? JSON.stringify(mails) : '{}')
  }).listen(Number(process.env.E2E_MAILBOX_PORT), '127.0.0.1')
  console.log(
    `SMTP peer on ${peer.url}, mailbox on http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}/mails`,
  )
}
