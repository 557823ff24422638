import { randomBytes } from 'node:crypto'

/**
 * A multipart/form-data body holding one file, for `app.inject`. Spread the result into the
 * request: `call(app, { method: 'POST', url: '/misc/file-upload', token, ...multipartFile(bytes, 'cv.pdf') })`.
 */
export function multipartFile(
  buffer: Buffer,
  filename: string,
  options: { fieldName?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----internplace-test-${randomBytes(8).toString('hex')}`
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${options.fieldName ?? 'file'}"; filename="${filename}"\r\n` +
    `Content-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`
  const payload = Buffer.concat([
    Buffer.from(head, 'utf8'),
    buffer,
    Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
  ])
  return {
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(payload.length),
    },
  }
}
