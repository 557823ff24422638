// The server the browser journeys run against: the built app on a fresh embedded database without
// demo data (each journey makes its own accounts and roles through the API), and a real SMTP server
// on 127.0.0.1 that writes each mail it receives to E2E_MAIL_DIR as JSON, so the tests can read
// sign-in codes. Stops with its parent.
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
}
api.on('exit', (code) => {
  smtp.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
