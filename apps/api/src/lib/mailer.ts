import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'

export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
  /** Extra headers, such as List-Unsubscribe on alert and digest mail. */
  headers?: Record<string, string>
}

export interface Mailer {
  send(mail: Mail): Promise<void>
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
      },
      close() {},
    }
  }
  const transport = nodemailer.createTransport(options.smtpUrl)
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail })
    },
    close: () => transport.close(),
  }
}
