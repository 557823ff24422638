import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
export const MAIL_DIR = path.resolve(import.meta.dirname, '../../.tmp/e2e-mail')
process.env.E2E_MAIL_DIR = MAIL_DIR
export const PHONE_DIR = path.resolve(import.meta.dirname, '../../.tmp/e2e-phone')
process.env.E2E_PHONE_DIR = PHONE_DIR
/** What the provider callbacks are authenticated with (scripts/e2e-server.mjs passes them on). */
process.env.E2E_AT_CALLBACK_SECRET = 'e2e-callback-secret-0123456789'
process.env.E2E_WHATSAPP_APP_SECRET = 'e2e-whatsapp-app-secret'
/** The operator the server makes at start; journeys verify their companies as it. */
export const ADMIN_EMAIL = 'operator@e2e.internplace.test'
process.env.E2E_ADMIN_EMAIL = ADMIN_EMAIL

/** Journeys in Debian's Chromium against the built app; never a downloaded browser. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: path.resolve(import.meta.dirname, '../..'),
    url: `http://127.0.0.1:${port}/api/v1/health`,
    env: {
      E2E_PORT: String(port),
      E2E_MAIL_DIR: MAIL_DIR,
      E2E_PHONE_DIR: PHONE_DIR,
      E2E_ADMIN_EMAIL: ADMIN_EMAIL,
      E2E_AT_CALLBACK_SECRET: process.env.E2E_AT_CALLBACK_SECRET,
      E2E_WHATSAPP_APP_SECRET: process.env.E2E_WHATSAPP_APP_SECRET,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
