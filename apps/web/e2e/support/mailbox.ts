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

function mailsTo(email: string): Mail[] {
  return fs
    .readdirSync(mailDir())
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(mailDir(), file), 'utf8')) as Mail)
    .filter((mail) => mail.to === email.toLowerCase())
}

const codeIn = (mail: Mail | undefined) => mail?.text.match(/\b(\d{4})\b/)?.[1]

/** The code in the first mail to this address after the first `seen` ones, waiting for it. */
async function codeAfter(email: string, seen: number, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const code = codeIn(mailsTo(email).slice(seen).at(-1))
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`No sign-in code was mailed to ${email}`)
}

/** The 4-digit code in the newest mail to this address, waiting briefly for it to arrive. */
export const latestCodeFor = (email: string, timeoutMs = 10_000) => codeAfter(email, 0, timeoutMs)

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
  return codeAfter(email, seen, timeoutMs)
}
