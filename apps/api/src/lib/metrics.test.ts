import { describe, expect, it } from 'vitest'
import { createMailer } from './mailer.js'
import { countedMailer } from './metrics.js'
import { createAccount } from '../../test/factories.js'
import { useTestApp } from '../../test/test-app.js'

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789'
const t = useTestApp({ env: () => ({ METRICS_TOKEN }) })

const scrape = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/metrics',
    headers: authorization ? { authorization } : {},
  })

/** The value of one series in Prometheus' text format, or undefined when it is absent. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

const poll = async (check: () => Promise<boolean>) => {
  const deadline = Date.now() + 20_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('GET /metrics', () => {
  it('refuses without the token or with another one, and tells nothing', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', METRICS_TOKEN]) {
      const res = await scrape(authorization)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' })
      expect(res.body).not.toContain('http_requests_total')
    }
  })

  it('counts requests and their latency by route pattern, not by address', async () => {
    const id = '00000000-0000-4000-8000-000000000001'
    await t.app.inject({ method: 'GET', url: `/api/v1/roles/${id}/company` })
    await t.app.inject({ method: 'GET', url: `/api/v1/roles/${id}/company` })
    await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' })
    const res = await scrape(`Bearer ${METRICS_TOKEN}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    const text = res.body
    const labels = 'method="GET",route="/api/v1/roles/:roleId/company",status="404"'
    expect(valueOf(text, `http_requests_total{${labels}}`)).toBe(2)
    expect(valueOf(text, `http_request_duration_seconds_count{${labels}}`)).toBe(2)
    expect(text).toContain('route="(no route)"')
    expect(text).not.toContain(id)
    expect(text).toContain('process_resident_memory_bytes')
  })

  it('counts read-only requests by the server that answered: the primary without replicas', async () => {
    const scraped = async () =>
      valueOf(
        (await scrape(`Bearer ${METRICS_TOKEN}`)).body,
        'internplace_db_reads_total{server="primary"}',
      ) ?? 0
    const before = await scraped()
    await t.app.inject({ method: 'GET', url: '/api/v1/roles/recent' })
    await t.app.inject({ method: 'GET', url: '/api/v1/roles/recent?search=analyst' })
    // A write is no read.
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'x' } })
    expect(await scraped()).toBe(before + 2)
    expect((await scrape(`Bearer ${METRICS_TOKEN}`)).body).not.toContain(
      'internplace_replica_lag_seconds{',
    )
  })

  it('counts mail sent', async () => {
    const before =
      valueOf(
        (await scrape(`Bearer ${METRICS_TOKEN}`)).body,
        'internplace_mails_total{result="sent"}',
      ) ?? 0
    const email = 'metrics.mail@example.com'
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, acceptPolicies: true },
    })
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email } })
    // The code goes out from a background job.
    await t.app.ctx.jobs.settle()
    expect(t.mail.latestCodeFor(email)).toMatch(/^\d{4}$/)
    const after = valueOf(
      (await scrape(`Bearer ${METRICS_TOKEN}`)).body,
      'internplace_mails_total{result="sent"}',
    )
    expect(after).toBe(before + 1)
  })

  it('counts mail the SMTP server refused or never took as failed', async () => {
    const failedNow = async () =>
      valueOf(
        (await scrape(`Bearer ${METRICS_TOKEN}`)).body,
        'internplace_mails_total{result="failed"}',
      ) ?? 0
    const before = await failedNow()
    // Nothing listens on port 9 of this machine: a real connection failure.
    const mailer = countedMailer(
      createMailer({ smtpUrl: 'smtp://127.0.0.1:9', from: 'a@b.ng', log: t.app.log }),
      t.app.metrics,
    )
    await expect(mailer.send({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow()
    mailer.close()
    expect(await failedNow()).toBe(before + 1)
  })

  it('counts the jobs waiting to be tried again, by state', async () => {
    const { account } = await createAccount(t.database.db, 'company')
    t.mail.refuse(true)
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/company/login',
        payload: { email: account.email },
      })
      await poll(
        async () =>
          valueOf(
            (await scrape(`Bearer ${METRICS_TOKEN}`)).body,
            'internplace_jobs{state="retry"}',
          ) === 1,
      )
    } finally {
      t.mail.refuse(false)
    }
    const text = (await scrape(`Bearer ${METRICS_TOKEN}`)).body
    expect(valueOf(text, 'internplace_jobs{state="failed"}')).toBe(0)
  })

  it('counts the event streams open in this process', async () => {
    const streams = async () =>
      valueOf((await scrape(`Bearer ${METRICS_TOKEN}`)).body, 'internplace_event_streams_open')
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const intern = await createAccount(t.database.db, 'intern')
    const controller = new AbortController()
    const response = await fetch(`${base}/api/v1/events`, {
      headers: { authorization: `Bearer ${intern.token}` },
      signal: controller.signal,
    })
    const reader = response.body!.getReader()
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: ready')
    expect(await streams()).toBe(1)
    controller.abort()
    await poll(async () => (await streams()) === 0)
  })
})
