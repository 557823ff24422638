import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import type { Db, Tx } from '../db/client.js'
import type { JobRunner } from './job-queue.js'
import { seal, unseal } from './sealed.js'

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

/** The transport: what actually hands a mail over. Code that wants a mail sent calls `queueMail`. */
export interface Mailer {
  send(mail: Mail): Promise<void>
  close(): void
}

declare module './job-queue.js' {
  interface JobPayloads {
    /**
     * The mail, sealed (lib/sealed.ts): queued mail holds sign-in codes and personal data. A mail
     * that makes sense only until `notAfter` (ISO; a reminder) is dropped after it, not sent late.
     */
    mail: { sealed: string; notAfter?: string }
  }
}

const MAIL_PURPOSE = 'queued-mail'

/**
 * Sends a mail through the durable job queue, so a mail server that is down delays it instead of
 * failing the request or losing the mail. Pass the transaction of the change the mail is about,
 * and the mail is sent only if that change commits. The `mail` job (background-work.ts) hands it
 * to `ctx.mailer`.
 */
export async function queueMail(
  ctx: { jobs: JobRunner; otpSecret: string },
  db: Db | Tx,
  mail: Mail,
  options: { notAfter?: Date } = {},
) {
  await ctx.jobs.enqueue(db, 'mail', {
    sealed: sealMail(ctx, mail),
    ...(options.notAfter && { notAfter: options.notAfter.toISOString() }),
  })
}

/** A mail as a `mail` job carries it, for work that keeps it before it is queued (a held mail). */
export const sealMail = (ctx: { otpSecret: string }, mail: Mail) =>
  seal(ctx.otpSecret, MAIL_PURPOSE, mail)

/** The mail a `mail` job carries. */
export const queuedMail = (ctx: { otpSecret: string }, payload: { sealed: string }) =>
  unseal<Mail>(ctx.otpSecret, MAIL_PURPOSE, payload.sealed)

/** Whether the mail of a `mail` job is past its moment (`notAfter`) at `now`: then it is dropped. */
export const isMailStale = (payload: { notAfter?: string }, now = new Date()) =>
  payload.notAfter !== undefined && now.getTime() >= Date.parse(payload.notAfter)

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
