// The server the browser journeys run against: the built app on a fresh embedded database without
// demo data (each journey makes its own accounts and roles through the API), a real SMTP server
// on 127.0.0.1 that writes each mail it receives to E2E_MAIL_DIR as JSON, so the tests can read
// sign-in codes, and an Africa's Talking and WhatsApp Cloud API server speaking their formats that
// writes each SMS and WhatsApp message to E2E_PHONE_DIR the same way. Stops with its parent.
import http from 'node:http'
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { simpleParser } from 'mailparser'

const port = process.env.E2E_PORT ?? '3100'
const mailDir = process.env.E2E_MAIL_DIR
if (!mailDir) throw new Error('E2E_MAIL_DIR is required')
fs.rmSync(mailDir, { recursive: true, force: true })
fs.mkdirSync(mailDir, { recursive: true })
const phoneDir = process.env.E2E_PHONE_DIR
if (!phoneDir) throw new Error('E2E_PHONE_DIR is required')
fs.rmSync(phoneDir, { recursive: true, force: true })
fs.mkdirSync(phoneDir, { recursive: true })
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'internplace-e2e-'))

let count = 0
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        for (const rcpt of session.envelope.rcptTo) {
          const file = path.join(mailDir, `${String(++count).padStart(6, '0')}.json`)
          const body = { to: rcpt.address.toLowerCase(), subject: mail.subject, text: mail.text }
          fs.writeFileSync(file, JSON.stringify(body))
        }
        callback()
      })
      .catch(callback)
  },
})
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve))
const smtpPort = smtp.server.address().port

// The phone providers: each message is a file { channel, to (E.164), text, template, params, id }.
let messages = 0
const keepMessage = (message) => {
  const id = `${message.channel === 'sms' ? 'ATXid_' : 'wamid.'}${++messages}`
  const file = path.join(phoneDir, `${String(messages).padStart(6, '0')}.json`)
  fs.writeFileSync(file, JSON.stringify({ ...message, id }))
  return id
}
const providers = http.createServer((request, response) => {
  let raw = ''
  request.on('data', (chunk) => (raw += chunk))
  request.on('end', () => {
    response.setHeader('content-type', 'application/json')
    if (request.url === '/version1/messaging') {
      const form = new URLSearchParams(raw)
      const to = form.get('to')
      const messageId = keepMessage({ channel: 'sms', to, text: form.get('message') })
      response.statusCode = 201
      const recipient = {
        statusCode: 101,
        number: to,
        status: 'Success',
        cost: 'NGN 2.2000',
        messageId,
      }
      return response.end(
        JSON.stringify({ SMSMessageData: { Message: 'Sent to 1/1', Recipients: [recipient] } }),
      )
    }
    const body = JSON.parse(raw || '{}')
    const id = keepMessage({
      channel: 'whatsapp',
      to: `+${body.to}`,
      text: body.text?.body ?? null,
      template: body.template?.name ?? null,
      params: body.template?.components?.[0]?.parameters?.map((p) => p.text) ?? [],
    })
    response.end(JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id }] }))
  })
})
await new Promise((resolve) => providers.listen(0, '127.0.0.1', resolve))
const providersUrl = `http://127.0.0.1:${providers.address().port}`

const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: port,
  DATA_DIR: dataDir,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DEMO_DATA: '0',
  LOG_LEVEL: 'warn',
  // Said explicitly: only verified companies' roles are public, as in production (decision 021).
  REQUIRE_VERIFIED_COMPANIES: '1',
  AT_USERNAME: 'internplace',
  AT_API_KEY: 'e2e-at-key',
  AT_BASE_URL: providersUrl,
  AT_CALLBACK_SECRET: process.env.E2E_AT_CALLBACK_SECRET ?? 'e2e-callback-secret-0123456789',
  USSD_SERVICE_CODE: '*384*1234#',
  WHATSAPP_TOKEN: 'e2e-whatsapp-token',
  WHATSAPP_PHONE_NUMBER_ID: '1098765432',
  WHATSAPP_BASE_URL: providersUrl,
  WHATSAPP_APP_SECRET: process.env.E2E_WHATSAPP_APP_SECRET ?? 'e2e-whatsapp-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'e2e-verify-token',
}

// The operator the journeys sign in as to verify their companies, made as in production.
const adminEmail = process.env.E2E_ADMIN_EMAIL ?? 'operator@e2e.internplace.test'
const made = spawnSync(process.execPath, ['apps/api/dist/cli.js', 'admin:create', adminEmail], {
  stdio: 'inherit',
  env: serverEnv,
})
if (made.status !== 0) throw new Error(`admin:create failed with exit code ${made.status}`)

const api = spawn(process.execPath, ['--max-old-space-size=512', 'apps/api/dist/main.js'], {
  stdio: 'inherit',
  env: serverEnv,
})

const stop = () => {
  api.kill('SIGTERM')
  smtp.close()
  providers.close()
}
api.on('exit', (code) => {
  smtp.close()
  providers.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
