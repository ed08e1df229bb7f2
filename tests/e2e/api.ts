import { mkdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { expect, type APIRequestContext, type Browser } from '@playwright/test'

import { test as base } from './fixtures'

export const testPassword = 'e2e-Password-2026!'

/** The editor account the `editor` fixture creates. */
export const editorEmail = 'e2e-editor@fondium.example'

/** A sign-in still holding its lock after this long has died with its worker. */
const staleSignInMs = 30_000

/**
 * Runs one sign-in of `email` at a time across the test workers (a lock folder in the results
 * folder, which each run starts empty). Payload adds a session by reading the account's list of
 * sessions and writing it back with one more: two sign-ins of one account at the same moment
 * keep only one of the two sessions, and the other token is refused (a 403 when two workers
 * began with the same account).
 */
async function oneSignInAtATime<T>(email: string, signIn: () => Promise<T>): Promise<T> {
  const lock = path.join(
    process.env.E2E_OUTPUT_DIR ?? 'test-results',
    `.sign-in-${email.replace(/[^a-z0-9]/gi, '_')}`,
  )
  await mkdir(path.dirname(lock), { recursive: true })
  for (;;) {
    try {
      await mkdir(lock)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const held = await stat(lock).catch(() => null)
      if (held && Date.now() - held.mtimeMs > staleSignInMs)
        await rm(lock, { recursive: true, force: true })
      else await sleep(25)
    }
  }
  try {
    return await signIn()
  } finally {
    await rm(lock, { recursive: true, force: true })
  }
}

/** Tokens already issued in this worker: sign-in is limited to 10 a minute per address. */
const tokens = new Map<string, Promise<string>>()

/** Logs in through REST (once per account and worker) and returns the JWT for an Authorization header. */
export function logInToken(request: APIRequestContext, email: string, password = testPassword) {
  const key = `${email}\n${password}`
  let token = tokens.get(key)
  if (!token) {
    token = (async () => {
      const response = await oneSignInAtATime(email, () =>
        request.post('/api/users/login', { data: { email, password } }),
      )
      expect(response.status()).toBe(200)
      // The session token is in the cookie only: the answer's body does not carry it.
      const cookie = response
        .headersArray()
        .find(({ name, value }) => /^set-cookie$/i.test(name) && value.startsWith('payload-token='))
      expect(cookie, `session cookie of ${email}`).toBeDefined()
      return cookie!.value.split(';')[0]!.slice('payload-token='.length)
    })()
    token.catch(() => tokens.delete(key))
    tokens.set(key, token)
  }
  return token
}

/** The seeded admin (ADMIN_EMAIL/ADMIN_PASSWORD from scripts/e2e.mjs). */
export const adminToken = (request: APIRequestContext) =>
  logInToken(request, process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)

/** Creates an account with the given role (once; later calls find it already registered). */
export async function ensureUser(
  request: APIRequestContext,
  email: string,
  role: 'editor' | 'adviser' | 'member',
) {
  const token = await adminToken(request)
  const response = await request.post('/api/users', {
    headers: { Authorization: `JWT ${token}` },
    data: { email, password: testPassword, fullName: `E2E ${role}`, role },
  })
  expect([201, 400]).toContain(response.status())
}

/**
 * Playwright's `test` with three fixtures. Logins store a session cookie in the `request`
 * context; `api` sends no cookie at all, so a request without an Authorization header is
 * really anonymous. `editor` is the Authorization header of an editor account (content, not
 * the people behind the leads); `admin` that of the seeded admin (who sees leads).
 */
export const test = base.extend<{
  api: APIRequestContext
  editor: Record<string, string>
  admin: Record<string, string>
}>({
  api: async ({ playwright, baseURL }, provide) => {
    const api = await playwright.request.newContext({ baseURL })
    await provide(api)
    await api.dispose()
  },
  editor: async ({ request }, provide) => {
    await ensureUser(request, editorEmail, 'editor')
    await provide({
      Authorization: `JWT ${await logInToken(request, editorEmail)}`,
    })
  },
  admin: async ({ request }, provide) => {
    await provide({ Authorization: `JWT ${await adminToken(request)}` })
  },
})

/** Each account's signed-in browser state (its session cookie), saved once per worker. */
const signedIn = new Map<string, Promise<Awaited<ReturnType<APIRequestContext['storageState']>>>>()

/**
 * A browser signed in to /admin as the e2e editor (see the `editor` fixture) or another staff
 * account, /admin in English. The session comes from one sign-in through the REST API per
 * account and worker, as the login form would set it: admin.e2e.spec.ts tests the form itself.
 */
export async function editorBrowser(browser: Browser, email = editorEmail) {
  let state = signedIn.get(email)
  if (!state) {
    state = (async () => {
      const context = await browser.newContext()
      const response = await oneSignInAtATime(email, () =>
        context.request.post('/api/users/login', { data: { email, password: testPassword } }),
      )
      expect(response.status(), `sign-in of ${email}`).toBe(200)
      const saved = await context.storageState()
      await context.close()
      return saved
    })()
    state.catch(() => signedIn.delete(email))
    signedIn.set(email, state)
  }
  const context = await browser.newContext({
    locale: 'en-US',
    timezoneId: 'UTC',
    storageState: await state,
  })
  const page = await context.newPage()
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin$/)
  return { context, page }
}
