import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { createAccount } from '../../test/factories.js'
import { useTestApp } from '../../test/test-app.js'

const t = useTestApp()

/** A POST whose body is sent in two parts, so the request is in flight between them. */
function slowRequest(port: number) {
  const body = JSON.stringify({ email: 'not-an-email' })
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/v1/auth/login',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  })
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
    })
    request.on('error', reject)
  })
  request.write(body.slice(0, 5))
  return { answered, finish: () => request.end(body.slice(5)) }
}

describe('shutting down', () => {
  it('ends event streams, refuses new connections, and finishes the request in flight', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const port = Number(new URL(base).port)
    const intern = await createAccount(t.database.db, 'intern')
    const stream = await fetch(`${base}/api/v1/events`, {
      headers: { authorization: `Bearer ${intern.token}` },
    })
    const reader = stream.body!.getReader()
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: ready')
    const inFlight = slowRequest(port)
    // The request has reached the server before the stop begins.
    await new Promise((resolve) => setTimeout(resolve, 200))

    const closed = t.app.close()
    // The stream ends at once, so the browser reconnects (to another process behind the balancer).
    for (;;) if ((await reader.read()).done) break
    expect(t.app.shuttingDown).toBe(true)
    // No new request is served: a new connection is refused, and one that reuses a kept-alive
    // connection (as fetch may, for the stream's) is answered 503 with 'Connection: close'.
    const late = await fetch(`${base}/api/v1/health/live`).then(
      (response) => response.status,
      () => 'refused',
    )
    expect(['refused', 503]).toContain(late)

    inFlight.finish()
    const answer = await inFlight.answered
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'VALIDATION_FAILED' })
    await closed
  })
})
