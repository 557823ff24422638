import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The key that signs sign-in codes: OTP_SECRET when set (needed when several processes share a
 * PostgreSQL server), otherwise a random key kept in the data folder so codes survive a restart.
 */
export function loadOtpSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured
  const file = path.join(dataDir, 'otp-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(dataDir, { recursive: true })
    const secret = crypto.randomBytes(32).toString('base64url')
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  }
}
