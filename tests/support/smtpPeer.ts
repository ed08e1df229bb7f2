import type { AddressInfo } from 'node:net'

import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on loopback that keeps every mail it receives, parsed. It can be stopped
 * and started again on the same port to play a mail server that is down for a while.
 */
export class SmtpPeer {
  readonly mails: ParsedMail[] = []
  private server: SMTPServer | undefined
  port = 0

  async start(port = this.port): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.mails.push(mail)
            callback()
          })
          .catch(callback)
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
    this.server = server
    this.port = (server.server.address() as AddressInfo).port
    return this
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`
  }

  /** Mails whose To header contains the address. */
  to(address: string): ParsedMail[] {
    return this.mails.filter((mail) => JSON.stringify(mail.to ?? '').includes(address))
  }
}
