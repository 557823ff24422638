import { SMTPServer } from 'smtp-server'
import { simpleParser } from 'mailparser'
import type { AddressInfo } from 'node:net'

export interface CapturedMail {
  to: string
  subject: string
  text: string
  headers: Map<string, unknown>
  /** Attachments and non-text parts (e.g. a calendar invitation), content as text. */
  attachments: { contentType: string; filename?: string; content: string }[]
}

/** A real SMTP server on 127.0.0.1 that keeps every mail it receives, for tests to read. */
export async function startMailCapture() {
  const mails: CapturedMail[] = []
  let refusing = false
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!refusing) return callback()
      // What a mail server that is down for maintenance answers.
      callback(
        Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }),
      )
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          for (const rcpt of session.envelope.rcptTo) {
            mails.push({
              to: rcpt.address,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              headers: parsed.headers,
              attachments: parsed.attachments.map((part) => ({
                contentType: part.contentType,
                ...(part.filename && { filename: part.filename }),
                content: part.content.toString('utf8'),
              })),
            })
          }
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** While true, every mail is refused as by a server that is down; then accepted again. */
    refuse(value: boolean) {
      refusing = value
    },
    /** Resolves once `count` mails have arrived in all, polling briefly; for mail sent by retries. */
    async waitForMails(count: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} mails, got ${mails.length}`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return mails
    },
    /** The sign-in code in the newest mail to this address. */
    latestCodeFor(email: string): string {
      const mail = mails.filter((m) => m.to === email.toLowerCase()).at(-1)
      const code = mail?.text.match(/\b(\d{4})\b/)?.[1]
      if (!code) throw new Error(`No sign-in code was mailed to ${email}`)
      return code
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
