import { defineConfig, devices } from '@playwright/test'

import { chromiumFlags, systemChromium } from './scripts/support/chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 3100)
const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? port + 26)
const modelPort = Number(process.env.E2E_MODEL_PORT ?? port + 27)

// Debian's Chromium where it exists (Playwright cannot download browsers here), with the flags
// this machine needs; Playwright's own browser elsewhere.
const launchOptions = systemChromium ? { executablePath: systemChromium, args: chromiumFlags } : {}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: [
    {
      // scripts/e2e.mjs has migrated, seeded and built against the e2e database; the production
      // server with its security headers serves it.
      command: `PORT=${port} node scripts/serve.mjs`,
      url: `http://127.0.0.1:${port}/`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // The mail server the site sends to (SMTP_URL), with an HTTP mailbox the tests read.
      command: 'node tests/support/smtpPeer.mjs',
      url: `http://127.0.0.1:${mailboxPort}/mails`,
      timeout: 20_000,
      reuseExistingServer: false,
    },
    {
      // The assistant's language model (LLM_BASE_URL): an OpenAI-compatible API on loopback.
      command: 'node tests/support/modelServer.mjs',
      url: `http://127.0.0.1:${modelPort}/requests`,
      timeout: 20_000,
      reuseExistingServer: false,
    },
  ],
})
