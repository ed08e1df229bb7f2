import { expect, test } from '@playwright/test'

import { ensureUser, testPassword } from './api'

async function logIn(page: import('@playwright/test').Page, email: string) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(testPassword)
  await page.locator('button[type="submit"]').click()
}

test.describe('/admin', () => {
  test('shows its login screen in Croatian, English and German', async ({ browser }) => {
    for (const [locale, heading] of [
      ['hr-HR', 'Prijava'],
      ['en-US', 'Login'],
      ['de-DE', 'Anmelden'],
    ] as const) {
      const context = await browser.newContext({ locale })
      const page = await context.newPage()
      const response = await page.goto('/admin')
      expect(response?.status()).toBe(200)
      await expect(page).toHaveURL(/\/admin\/login/)
      await expect(page.locator('button[type="submit"]')).toHaveText(heading)
      await context.close()
    }
  })

  test('lets an editor in and refuses a member', async ({ page, request }) => {
    await ensureUser(request, 'e2e-editor@fondium.example', 'editor')
    await ensureUser(request, 'e2e-member@fondium.example', 'member')

    await logIn(page, 'e2e-member@fondium.example')
    await expect(page.getByText('You are not allowed to access this page.')).toBeVisible()
    await expect(page.getByRole('link', { name: /Users/ })).toHaveCount(0)

    await page.context().clearCookies()
    await logIn(page, 'e2e-editor@fondium.example')
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Site settings' })).toBeVisible()
  })

  test('serves Payload REST under /api with access rules', async ({ request }) => {
    const settings = await request.get('/api/globals/site-settings?locale=de')
    expect(settings.status()).toBe(200)
    const body = (await settings.json()) as { contact: { city: string; country: string } }
    expect(body.contact).toMatchObject({ city: 'Osijek', country: 'Kroatien' })

    const users = await request.get('/api/users')
    expect(users.status()).toBe(403)
    const update = await request.post('/api/globals/site-settings', {
      data: { brandName: 'Hijacked' },
    })
    expect(update.status()).toBe(403)
  })
})
