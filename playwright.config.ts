import { defineConfig, devices } from '@playwright/test'

import { timingsDir } from './scripts/ci/timings.mjs'
import { chromiumFlags, systemChromium, systemHeadlessShell } from './scripts/support/chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 3100)
const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? port + 26)
const modelPort = Number(process.env.E2E_MODEL_PORT ?? port + 27)

// Debian's Chromium headless shell, or its full Chromium, where they exist (Playwright cannot
// download browsers here), with the flags this machine needs; Playwright's own browser elsewhere.
const executablePath = systemHeadlessShell ?? systemChromium
const launchOptions = executablePath ? { executablePath, args: chromiumFlags } : {}

const outputDir = process.env.E2E_OUTPUT_DIR ?? 'test-results'
// Files run side by side, one worker per core (two on the CI machine): each file sets up what it
// reads through the API and leaves alone what other files read (tests/e2e/README.md).
const workers = Number(process.env.E2E_WORKERS || 2)

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  outputDir,
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: true,
  // A test's whole time: a scenario of ten page loads and three or four accessibility checks
  // takes 25-31 s on a busy two-core machine with every step passing (seen on
  // /account/alerts and the booking pages' axe test), so 30 s failed sound tests. Each step
  // still waits at most `expect.timeout` for what it expects.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // The list as it runs, and each test's time for the run's summary (scripts/ci/timings.mjs).
  reporter: [
    ['list'],
    ['json', { outputFile: `${timingsDir}/${process.env.E2E_NAME || 'e2e'}.json` }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace (actions, DOM snapshots, network) to open with `npx
    // playwright show-trace`; without the screencast, which costs the browser a JPEG per frame
    // in every test, failed or not (about a tenth of the suite's time).
    trace: { mode: 'retain-on-failure', screenshots: false },
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
