import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WRITE_LIMITS } from '@app/domain'
import { contactMessages, messages } from '../db/schema.js'
import { applied } from '../../test/conversation-fixtures.js'
import { createAccount, uniqueEmail } from '../../test/factories.js'
import { pngBytes } from '../../test/file-fixtures.js'
import { multipartFile } from '../../test/multipart.js'
import { call, useTestApp } from '../../test/test-app.js'

const t = useTestApp()
let dataDir: string
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-limits-'))
  t.app.ctx.config.dataDir = dataDir
})
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

async function sendMany<T extends { status: number }>(count: number, send: () => Promise<T>) {
  const answers: T[] = []
  for (let i = 0; i < count; i++) answers.push(await send())
  return answers
}

const expectTooMany = (res: { status: number; body: any; headers: Record<string, unknown> }) => {
  expect(res.status).toBe(429)
  expect(res.body.code).toBe('TOO_MANY_REQUESTS')
  expect(res.body.message).toMatch(/Try again in \d+ (second|minute)s?\.$/)
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
}

describe('chat messages', () => {
  it('an account may send 30 a minute on either path; the 31st is a 429, and the other side is unaffected', async () => {
    const { company, intern, applicationId } = await applied(t)
    const { max } = WRITE_LIMITS.messages.perAccount
    const send = (token: string, url: string, i: number) => () =>
      call(t.app, { method: 'PUT', url, token, payload: { message: `Hello ${i}` } })
    const companyPath = `/company/applications/${applicationId}/message`
    const internPath = `/messages/applications/${applicationId}/message`

    let i = 0
    const answers = await sendMany(max, () => send(company.token, companyPath, i++)())
    expect(answers.every((res) => res.status === 201)).toBe(true)
    expectTooMany(await send(company.token, companyPath, i++)())

    expect((await send(intern.token, internPath, i++)()).status).toBe(201)
    expect(await t.database.db.select().from(messages)).toHaveLength(max + 1)
  })

  it("the intern's path family is limited too", async () => {
    const { intern, applicationId } = await applied(t)
    const url = `/messages/applications/${applicationId}/message`
    const { max } = WRITE_LIMITS.messages.perAccount
    await sendMany(max, () =>
      call(t.app, { method: 'PUT', url, token: intern.token, payload: { message: 'Hi' } }),
    )
    expectTooMany(
      await call(t.app, { method: 'PUT', url, token: intern.token, payload: { message: 'Hi' } }),
    )
  })
})

describe('uploads', () => {
  it('an account may upload 20 files in 10 minutes; the 21st is a 429, another account is unaffected', async () => {
    const png = await pngBytes()
    const upload = (token: string) =>
      call(t.app, {
        method: 'POST',
        url: '/misc/file-upload',
        token,
        ...multipartFile(png, 'a.png'),
      })
    const first = await createAccount(t.database.db, 'intern')
    const second = await createAccount(t.database.db, 'company')
    const { max } = WRITE_LIMITS.uploads.perAccount
    const answers = await sendMany(max, () => upload(first.token))
    expect(answers.every((res) => res.status === 201)).toBe(true)
    expectTooMany(await upload(first.token))
    expect((await upload(second.token)).status).toBe(201)
  })
})

describe('contact form', () => {
  it('one address may send 10 an hour; the 11th is a 429 and writes nothing; another address is unaffected', async () => {
    const send = (remoteAddress: string) =>
      call(t.app, {
        method: 'PUT',
        url: '/contacts',
        remoteAddress,
        payload: {
          firstName: 'Chiamaka',
          lastName: 'Eze',
          email: uniqueEmail('chiamaka'),
          phone: '+234 803 123 4567',
          message: 'How do I verify my company?',
        },
      })
    const { max } = WRITE_LIMITS.contact.perAddress
    const answers = await sendMany(max, () => send('102.89.1.1'))
    expect(answers.every((res) => res.status === 201)).toBe(true)
    expectTooMany(await send('102.89.1.1'))
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(max)
    expect((await send('102.89.1.2')).status).toBe(201)
  })
})
