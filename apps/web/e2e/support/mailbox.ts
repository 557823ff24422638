import fs from 'node:fs'
import path from 'node:path'

const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR
  if (!dir)
    throw new Error('E2E_MAIL_DIR is not set; run the journeys through playwright.config.ts')
  return dir
}

interface Mail {
  to: string
  subject: string
  text: string
}

const mailFilesTo = (email: string) =>
  fs
    .readdirSync(mailDir())
    .sort()
    .map((file) => path.join(mailDir(), file))
    .filter(
      (file) => (JSON.parse(fs.readFileSync(file, 'utf8')) as Mail).to === email.toLowerCase(),
    )

/**
 * Waits until a new code may be mailed to this address (the server keeps 30 s between codes), so
 * an account that signs in again in a later journey of the same run is not told to wait.
 */
export async function waitOutResendPause(email: string, pauseMs = 31_000) {
  const newest = mailFilesTo(email).at(-1)
  if (!newest) return
  const left = fs.statSync(newest).mtimeMs + pauseMs - Date.now()
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
}

function mailsTo(email: string): Mail[] {
  return fs
    .readdirSync(mailDir())
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(mailDir(), file), 'utf8')) as Mail)
    .filter((mail) => mail.to === email.toLowerCase())
}

/**
 * What `pattern` captures in the newest mail to this address among those after the first `seen`,
 * waiting briefly for it to arrive.
 */
async function matchAfter(
  email: string,
  seen: number,
  pattern: RegExp,
  timeoutMs: number,
  what: string,
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const found = mailsTo(email).slice(seen).at(-1)?.text.match(pattern)?.[1]
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`No ${what} was mailed to ${email}`)
}

const CODE = /\b(\d{4})\b/

/** The 4-digit code in the newest mail to this address. */
export const latestCodeFor = (email: string, timeoutMs = 10_000) =>
  matchAfter(email, 0, CODE, timeoutMs, 'sign-in code')

/** The one-tap sign-in link in the newest mail to this address. */
export const latestSignInLinkFor = (email: string, timeoutMs = 10_000) =>
  matchAfter(email, 0, /(https?:\/\/\S+\/sign-in\/link\?token=[\w-]+)/, timeoutMs, 'sign-in link')

/**
 * The code mailed by `send` (a sign-in request): an older mail to the same address is never
 * taken for it, however quickly it is read.
 */
export async function nextCodeFor(
  email: string,
  send: () => Promise<unknown>,
  timeoutMs = 10_000,
): Promise<string> {
  const seen = mailsTo(email).length
  await send()
  return matchAfter(email, seen, CODE, timeoutMs, 'sign-in code')
}

/** The newest mail to this address whose subject matches, waiting briefly for it to arrive. */
export async function latestMailFor(email: string, subject: RegExp, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const found = mailsTo(email)
      .filter((mail) => subject.test(mail.subject))
      .at(-1)
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`No mail with a subject like ${subject} was mailed to ${email}`)
}

/** The first link in a mail's text after `label: `. */
export function linkAfter(mail: { text: string }, label: string): string {
  const link = mail.text.match(new RegExp(`${label}: (https?://\\S+)`))?.[1]
  if (!link) throw new Error(`No '${label}' link in the mail '${mail.text.slice(0, 200)}'`)
  return link
}
