import { expect, type APIRequestContext } from '@playwright/test'

export const testPassword = 'e2e-Password-2026!'

/** Logs in through REST and returns the JWT for an Authorization header. */
export async function logInToken(
  request: APIRequestContext,
  email: string,
  password = testPassword,
) {
  const response = await request.post('/api/users/login', { data: { email, password } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** The seeded admin (ADMIN_EMAIL/ADMIN_PASSWORD from scripts/e2e.mjs). */
export const adminToken = (request: APIRequestContext) =>
  logInToken(request, process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)

/** Creates an account with the given role (once; later calls find it already registered). */
export async function ensureUser(
  request: APIRequestContext,
  email: string,
  role: 'editor' | 'member',
) {
  const token = await adminToken(request)
  const response = await request.post('/api/users', {
    headers: { Authorization: `JWT ${token}` },
    data: { email, password: testPassword, fullName: `E2E ${role}`, role },
  })
  expect([201, 400]).toContain(response.status())
}
