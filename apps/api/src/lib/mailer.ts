import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'

export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
  /** Extra headers, e.g. `List-Unsubscribe`. */
  headers?: Record<string, string>
  /**
   * A calendar invitation (an interview, decision 030): sent as nodemailer's `icalEvent`, a
   * `text/calendar; method=…` part plus an .ics attachment. The method must match the ics METHOD.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string }
}

/**
 * The transport: what actually hands a mail over. Code that wants to tell someone something calls
 * `notify` (modules/notifications), which queues the mail; its job hands it to this.
 */
export interface Mailer {
  /** Answers the message id the mail server gave, when it gave one, for the send's record. */
  send(mail: Mail): Promise<void | { providerId: string | null }>
  close(): void
}

/**
 * SMTP when a URL is configured; otherwise each mail is printed to the log, so someone trying the
 * app without a mail server can read their sign-in code there.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined
  from: string
  log: FastifyBaseLogger
}): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        options.log.info(
          { mailTo: mail.to, subject: mail.subject },
          `Mail (no SMTP_URL set, so printed here):\n${mail.text}`,
        )
        return { providerId: null }
      },
      close() {},
    }
  }
  const transport = nodemailer.createTransport(options.smtpUrl)
  return {
    async send(mail) {
      const sent = await transport.sendMail({ from: options.from, ...mail })
      return { providerId: sent.messageId ?? null }
    },
    close: () => transport.close(),
  }
}
