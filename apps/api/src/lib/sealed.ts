import crypto from 'node:crypto'

/**
 * Authenticated encryption (AES-256-GCM) of a value kept in the database for a while, such as a
 * queued mail with its sign-in code: whoever reads the tables cannot read it or change it
 * unnoticed. The key is derived from the app's secret for one purpose.
 */
const keyFor = (secret: string, purpose: string) =>
  crypto.createHmac('sha256', secret).update(`sealed:${purpose}`).digest()

export function seal(secret: string, purpose: string, value: unknown): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

/** The value `seal` sealed; throws when the text was changed or sealed with another key. */
export function unseal<T>(secret: string, purpose: string, sealed: string): T {
  const bytes = Buffer.from(sealed, 'base64url')
  const decipher = crypto.createDecipheriv(
    'aes-256-gcm',
    keyFor(secret, purpose),
    bytes.subarray(0, 12),
  )
  decipher.setAuthTag(bytes.subarray(12, 28))
  const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()])
  return JSON.parse(text.toString('utf8')) as T
}
