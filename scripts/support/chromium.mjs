// The browser every tool here drives: Debian's Chromium when present (Playwright and Lighthouse
// cannot download browsers on this machine), else their own; with the flags this machine needs.
import { existsSync } from 'node:fs'

const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The system Chromium's path, or undefined to let the tool use its own browser. */
export const systemChromium = existsSync(candidate) ? candidate : undefined

/**
 * Debian's Chromium headless shell (package chromium-headless-shell), the browser Playwright
 * itself runs headless tests in: the same Blink and V8 without the full browser's frame. A page
 * costs it about a third of the CPU time the full Chromium spends in headless mode (measured on
 * the 2-core machine: 0.3 s instead of 1.1 s a page, renderer, browser and GPU processes
 * together). The browser tests use it where it is installed, and the system Chromium elsewhere.
 */
const shell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'
export const systemHeadlessShell = existsSync(shell) ? shell : undefined

/** Launch flags for the system Chromium. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
