// The browser every tool here drives: Debian's Chromium when present (Playwright and Lighthouse
// cannot download browsers on this machine), else their own; with the flags this machine needs.
import { existsSync } from 'node:fs'

const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The system Chromium's path, or undefined to let the tool use its own browser. */
export const systemChromium = existsSync(candidate) ? candidate : undefined

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
